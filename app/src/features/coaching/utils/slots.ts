export interface Slot {
  readonly id: number;
  readonly start: string;
}

function localDate(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * The coach's slots by the member's own calendar day: the server groups by UTC day, and a member an hour or two
 * away from UTC would otherwise see a late slot under the wrong date.
 */
export function slotsByLocalDate(events: readonly { slots: readonly Slot[] }[]): { date: string; slots: Slot[] }[] {
  const byDate = new Map<string, Slot[]>();
  const all = events.flatMap((event) => event.slots).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of all) {
    const date = localDate(new Date(slot.start));
    const list = byDate.get(date);
    if (list) list.push(slot);
    else byDate.set(date, [slot]);
  }
  return [...byDate].map(([date, slots]) => ({ date, slots }));
}
