/** Where an ordered kit is: posted to the member, its sample at the lab, or results ready to discuss. */
export type LabState = 'ordered' | 'waiting' | 'ready';

/** The blood-testing provider, as the kit service needs it. */
export interface LabAdapter {
  /** where an order placed at `orderedAt` is now */
  stateOf(order: { readonly orderedAt: Date }, now: Date): LabState;
  /** whether the member may order a kit (the provider's contract per client, and the member's recent kits) */
  isEligible(input: { readonly clientId: string; readonly lastConsultationAt: Date | null }, now: Date): boolean;
}

const DAY = 24 * 60 * 60 * 1000;

/** The simulated lab's timings: the kit travels 2 days, the lab needs 3 more. */
export const SIMULATED_LAB = { postedMs: 2 * DAY, processedMs: 5 * DAY, kitsPerYear: 1 } as const;

/**
 * The default lab: in our server, with no provider. An order is 'ordered' for two days (the kit is on its way and
 * back), 'waiting' until day five (the lab processes the sample), then 'ready' to book a consultation. A member
 * whose last consultation is less than a year old is not eligible for another kit; clients listed in
 * KIT_NOT_ELIGIBLE_CLIENTS (comma-separated ids) are not eligible at all.
 */
export function simulatedLab(env: Record<string, string | undefined> = process.env): LabAdapter {
  const excluded = new Set((env.KIT_NOT_ELIGIBLE_CLIENTS ?? '').split(',').map((id) => id.trim()).filter(Boolean));
  return {
    stateOf({ orderedAt }, now) {
      const age = now.getTime() - orderedAt.getTime();
      if (age < SIMULATED_LAB.postedMs) return 'ordered';
      if (age < SIMULATED_LAB.processedMs) return 'waiting';
      return 'ready';
    },
    isEligible({ clientId, lastConsultationAt }, now) {
      if (excluded.has(clientId)) return false;
      return lastConsultationAt === null || now.getTime() - lastConsultationAt.getTime() >= 365 * DAY;
    },
  };
}
