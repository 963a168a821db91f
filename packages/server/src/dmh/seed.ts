import type { SeedContext } from '../db/seed-context';
import { countClinicians, insertClinician, insertSlots, type NewDmhSlot } from './repository';
import type { LocalisedTags } from './schema';
import { DMH_SESSION_MINUTES } from './service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const DMH_CALENDAR_DAYS = 21;

export interface DemoClinician {
  readonly name: string;
  readonly gender: 'Male' | 'Female';
  readonly tags: LocalisedTags;
  /** UTC hours of the working days (Monday to Friday) */
  readonly hours: readonly number[];
}

/** Demo clinicians of every client: two female, two male, with different hours so dates list several. */
export const DEMO_CLINICIANS: readonly DemoClinician[] = [
  {
    name: 'Dr Niamh Gallagher',
    gender: 'Female',
    tags: { en: ['Anxiety', 'Stress'], de: ['Angst', 'Stress'] },
    hours: [8, 10, 13, 15],
  },
  {
    name: 'Dr Hannah Vogel',
    gender: 'Female',
    tags: { en: ['Low mood', 'Sleep'], de: ['Gedrückte Stimmung', 'Schlaf'] },
    hours: [9, 11, 14],
  },
  {
    name: 'Dr Kwame Mensah',
    gender: 'Male',
    tags: { en: ['Work pressure', 'Burnout'], de: ['Druck bei der Arbeit', 'Burnout'] },
    hours: [8, 12, 16],
  },
  {
    name: 'Dr Lukas Brandt',
    gender: 'Male',
    tags: { en: ['Grief', 'Relationships'], de: ['Trauer', 'Beziehungen'] },
    hours: [10, 14],
  },
];

/** Weekday slots from tomorrow for the coming weeks, relative to now. */
export function demoDmhSlots(hours: readonly number[], now: Date): { startAt: Date; endAt: Date }[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const slots: { startAt: Date; endAt: Date }[] = [];
  for (let day = 1; day <= DMH_CALENDAR_DAYS; day += 1) {
    const date = midnight + day * DAY;
    const weekday = new Date(date).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const hour of hours) {
      const start = date + hour * HOUR;
      slots.push({ startAt: new Date(start), endAt: new Date(start + DMH_SESSION_MINUTES * 60_000) });
    }
  }
  return slots;
}

/** Clinicians with their calendars, once per client (a client that has clinicians keeps them). */
export async function seedDmh(ctx: SeedContext): Promise<void> {
  for (const manifest of ctx.clients) {
    if ((await countClinicians(ctx.db, manifest.id)) > 0) continue;
    for (const clinician of DEMO_CLINICIANS) {
      const clinicianId = await insertClinician(ctx.db, {
        clientId: manifest.id,
        name: clinician.name,
        gender: clinician.gender,
        image: null,
        tags: clinician.tags,
      });
      const slots: NewDmhSlot[] = demoDmhSlots(clinician.hours, ctx.now).map((slot) => ({ clientId: manifest.id, clinicianId, ...slot }));
      await insertSlots(ctx.db, slots);
    }
  }
}
