import { scopeOf, type MemberScope, type SeedContext, type SeedMember } from '../db/seed-context';
import type { Db } from '../core/types';
import type { LabState } from './lab';
import { SIMULATED_LAB } from './lab';
import { countClinicians, insertClinician, insertOrder, insertSlots, latestOrder, type NewKitSlot } from './repository';
import { KIT_CONSULTATION_MINUTES } from './service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DEMO_KIT_CLINICIANS = [
  { name: 'Dr Paul Reid', gender: 'Male', skills: { en: ['Blood results', 'Cholesterol'], de: ['Blutwerte', 'Cholesterin'] }, hours: [9, 11, 15] },
  { name: 'Dr Sarah Lindqvist', gender: 'Female', skills: { en: ['Blood results', 'Hormones'], de: ['Blutwerte', 'Hormone'] }, hours: [10, 13, 16] },
] as const;

/** Results-consultation calendars for the coming weeks: weekdays from tomorrow. */
export function demoKitSlots(hours: readonly number[], now: Date): { startAt: Date; endAt: Date }[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const slots: { startAt: Date; endAt: Date }[] = [];
  for (let day = 1; day <= 14; day += 1) {
    const date = midnight + day * DAY;
    const weekday = new Date(date).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const hour of hours) slots.push({ startAt: new Date(date + hour * HOUR), endAt: new Date(date + hour * HOUR + KIT_CONSULTATION_MINUTES * 60_000) });
  }
  return slots;
}

/**
 * Kit clinicians with their calendars, once per client; each client's employer admin (admin@<client>.example) has a
 * kit whose results are ready, so the demo shows the booking as well as the order form (member@<client>.example).
 */
export async function seedBloodTest(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  for (const member of members) {
    if (member.employerAdmin && !(await latestOrder(ctx.db, scopeOf(member)))) await insertDemoKitOrder(ctx.db, scopeOf(member), 'ready', ctx.now);
  }
  for (const manifest of ctx.clients) {
    if ((await countClinicians(ctx.db, manifest.id)) > 0) continue;
    for (const clinician of DEMO_KIT_CLINICIANS) {
      const clinicianId = await insertClinician(ctx.db, {
        clientId: manifest.id,
        name: clinician.name,
        gender: clinician.gender,
        skills: { en: [...clinician.skills.en], de: [...clinician.skills.de] },
      });
      const slots: NewKitSlot[] = demoKitSlots(clinician.hours, ctx.now).map((slot) => ({ clientId: manifest.id, clinicianId, ...slot }));
      await insertSlots(ctx.db, slots);
    }
  }
}

/** How long ago a demo order was placed for the simulated lab to report each state. */
const AGE_OF_STATE: Record<LabState, number> = { ordered: HOUR, waiting: SIMULATED_LAB.postedMs + HOUR, ready: SIMULATED_LAB.processedMs + HOUR };

/** A kit order in the given state for a demo or test member. */
export async function insertDemoKitOrder(db: Db, member: MemberScope, state: LabState, now: Date): Promise<void> {
  await insertOrder(db, {
    ...member,
    orderedAt: new Date(now.getTime() - AGE_OF_STATE[state]),
    phoneNumber: '+44 20 7946 0000',
    postCode: 'SW1A 1AA',
    address: '1 Demo Street',
    city: 'London',
    selectedSex: 'female',
    name: 'Demo Member',
  });
}
