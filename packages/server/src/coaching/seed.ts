import type { SeedContext } from '../db/seed-context';
import { countCoaches, insertCoach, insertSlots, type NewSlot } from './repository';
import type { CoachingService, Localised } from './schema';

/** Demo coaches of every service for each client, with slot calendars over the coming weeks. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const CALENDAR_DAYS = 28;

/** When a coach works: which days from today, which UTC hours, and whether weekends too. */
export interface WorkPattern {
  readonly firstDay: number;
  readonly hours: readonly number[];
  readonly weekends: boolean;
  /** also two slots in the next hours, so the demo shows a coach available today */
  readonly soon: boolean;
}

export interface DemoCoach {
  readonly service: CoachingService;
  readonly name: string;
  readonly gender: 'Male' | 'Female';
  readonly age: number;
  readonly position: Localised | null;
  readonly degree: Localised;
  readonly description: Localised;
  readonly since: string;
  readonly pattern: WorkPattern;
}

const always: WorkPattern = { firstDay: 0, hours: [8, 10, 12, 14, 16, 18], weekends: true, soon: true };
const fromTomorrow: WorkPattern = { firstDay: 1, hours: [9, 13, 15], weekends: false, soon: false };
const fromNextWeek: WorkPattern = { firstDay: 8, hours: [10, 14], weekends: false, soon: false };

export const DEMO_COACHES: readonly DemoCoach[] = [
  {
    service: 'mental_health',
    name: 'Aoife Brennan',
    gender: 'Female',
    age: 41,
    position: { en: 'Mental Health Coach', de: 'Coach für psychische Gesundheit' },
    degree: { en: 'MSc Counselling Psychology', de: 'MSc Beratungspsychologie' },
    description: {
      en: '<p>Aoife helps people manage <strong>stress, low mood and anxiety</strong> with practical, evidence-based tools.</p>',
      de: '<p>Aoife hilft Menschen, mit <strong>Stress, gedrückter Stimmung und Ängsten</strong> umzugehen – mit praktischen, evidenzbasierten Methoden.</p>',
    },
    since: '2019-03-01',
    pattern: always,
  },
  {
    service: 'mental_health',
    name: 'Leonie Hartmann',
    gender: 'Female',
    age: 36,
    position: { en: 'Senior Wellbeing Coach', de: 'Senior-Coach für Wohlbefinden' },
    degree: { en: 'BSc Psychology, Diploma in CBT', de: 'BSc Psychologie, Diplom in KVT' },
    description: {
      en: '<p>Leonie specialises in <em>sleep</em> and building resilience at work.</p>',
      de: '<p>Leonie ist auf <em>Schlaf</em> und den Aufbau von Resilienz im Beruf spezialisiert.</p>',
    },
    since: '2021-09-15',
    pattern: fromTomorrow,
  },
  {
    service: 'mental_health',
    name: 'Samuel Osei',
    gender: 'Male',
    age: 45,
    position: null,
    degree: { en: 'MA Psychotherapy', de: 'MA Psychotherapie' },
    description: {
      en: '<p>Samuel coaches communication skills and mindfulness for busy professionals.</p>',
      de: '<p>Samuel begleitet vielbeschäftigte Berufstätige bei Kommunikation und Achtsamkeit.</p>',
    },
    since: '2018-01-08',
    pattern: fromNextWeek,
  },
  {
    service: 'healthcoach',
    name: 'Niamh Gallagher',
    gender: 'Female',
    age: 33,
    position: null,
    degree: { en: 'BSc Nutrition and Dietetics', de: 'BSc Ernährungswissenschaft und Diätetik' },
    description: {
      en: '<p>Niamh supports healthier eating, activity and weight goals one small step at a time.</p>',
      de: '<p>Niamh unterstützt Sie Schritt für Schritt bei gesünderer Ernährung, mehr Bewegung und Ihren Gewichtszielen.</p>',
    },
    since: '2020-05-04',
    pattern: always,
  },
  {
    service: 'healthcoach',
    name: 'Katrin Vogel',
    gender: 'Female',
    age: 39,
    position: { en: 'Health Coach', de: 'Gesundheitscoach' },
    degree: { en: 'MSc Sports Science', de: 'MSc Sportwissenschaft' },
    description: {
      en: '<p>Katrin builds exercise plans that fit around work and family life.</p>',
      de: '<p>Katrin erstellt Bewegungspläne, die zu Beruf und Familie passen.</p>',
    },
    since: '2022-02-14',
    pattern: fromTomorrow,
  },
  {
    service: 'healthcoach',
    name: 'Daniel Reyes',
    gender: 'Male',
    age: 48,
    position: null,
    degree: { en: 'BSc Physiotherapy', de: 'BSc Physiotherapie' },
    description: {
      en: '<p>Daniel helps with back pain, posture and returning to activity after injury.</p>',
      de: '<p>Daniel hilft bei Rückenschmerzen, Haltung und dem Wiedereinstieg in Bewegung nach Verletzungen.</p>',
    },
    since: '2017-10-02',
    pattern: fromNextWeek,
  },
  {
    service: 'cancer',
    name: 'Grace Whitfield',
    gender: 'Female',
    age: 52,
    position: { en: 'Oncology Nurse Coach', de: 'Onkologie-Pflegecoach' },
    degree: { en: 'RGN, MSc Cancer Care', de: 'Examinierte Pflegefachkraft, MSc Krebsversorgung' },
    description: {
      en: '<p>Grace supports people living with cancer and their families through treatment and recovery.</p>',
      de: '<p>Grace begleitet Menschen mit Krebs und ihre Familien durch Behandlung und Genesung.</p>',
    },
    since: '2016-06-20',
    pattern: always,
  },
  {
    service: 'cancer',
    name: 'Miriam Albrecht',
    gender: 'Female',
    age: 44,
    position: { en: 'Cancer Care Coach', de: 'Coach für Krebsversorgung' },
    degree: { en: 'BSc Nursing', de: 'BSc Pflege' },
    description: {
      en: '<p>Miriam helps with fatigue, returning to work and talking to colleagues about a diagnosis.</p>',
      de: '<p>Miriam hilft bei Erschöpfung, dem Wiedereinstieg in den Beruf und Gesprächen mit Kollegen über eine Diagnose.</p>',
    },
    since: '2020-11-09',
    pattern: fromTomorrow,
  },
  {
    service: 'cancer',
    name: 'Thomas Byrne',
    gender: 'Male',
    age: 50,
    position: null,
    degree: { en: 'MSc Psycho-oncology', de: 'MSc Psychoonkologie' },
    description: {
      en: '<p>Thomas focuses on emotional wellbeing during and after cancer treatment.</p>',
      de: '<p>Thomas legt den Schwerpunkt auf emotionales Wohlbefinden während und nach einer Krebsbehandlung.</p>',
    },
    since: '2019-08-26',
    pattern: fromNextWeek,
  },
];

function minutesOf(service: CoachingService): number {
  return service === 'mental_health' ? 50 : 45;
}

/** A coach's slots for the coming weeks, relative to now, none already started. */
export function demoSlots(pattern: WorkPattern, service: CoachingService, now: Date): { startAt: Date; endAt: Date }[] {
  const length = minutesOf(service) * MINUTE;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const starts = new Set<number>();
  for (let day = pattern.firstDay; day < CALENDAR_DAYS; day += 1) {
    const date = midnight + day * DAY;
    const weekday = new Date(date).getUTCDay();
    if (!pattern.weekends && (weekday === 0 || weekday === 6)) continue;
    for (const hour of pattern.hours) starts.add(date + hour * HOUR);
  }
  if (pattern.soon) {
    const nextHour = Math.ceil(now.getTime() / HOUR) * HOUR;
    starts.add(nextHour + HOUR);
    starts.add(nextHour + 2 * HOUR);
  }
  return [...starts]
    .filter((start) => start > now.getTime())
    .sort((a, b) => a - b)
    .map((start) => ({ startAt: new Date(start), endAt: new Date(start + length) }));
}

/** Coaches with their calendars, once per client (a client that has coaches keeps them). */
export async function seedCoaching(ctx: SeedContext): Promise<void> {
  for (const manifest of ctx.clients) {
    if ((await countCoaches(ctx.db, manifest.id)) > 0) continue;
    for (const coach of DEMO_COACHES) {
      const coachId = await insertCoach(ctx.db, {
        clientId: manifest.id,
        service: coach.service,
        name: coach.name,
        gender: coach.gender,
        age: coach.age,
        avatarUrl: null,
        position: coach.position,
        degree: coach.degree,
        description: coach.description,
        since: coach.since,
      });
      const slots: NewSlot[] = demoSlots(coach.pattern, coach.service, ctx.now).map((slot) => ({
        clientId: manifest.id,
        coachId,
        ...slot,
      }));
      await insertSlots(ctx.db, slots);
    }
  }
}
