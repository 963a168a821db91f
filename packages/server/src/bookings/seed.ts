import { scopeOf, type SeedContext, type SeedMember } from '../db/seed-context';
import { officeOf, type Office } from '../locations/public';
import { countMemberBookings, insertBooking, insertTimeslot, type NewBooking, type NewTimeslot } from './repository';

/** Demo bookings of the signed-in shell, relative to the moment of seeding so "upcoming" stays upcoming. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CLINICIANS = {
  video: { id: 'CLN-1041', name: 'Dr. Priya Raman', image: '/demo/clinicians/priya-raman.svg' },
  audio: { id: 'CLN-1077', name: 'Tomás Kelly', image: '/demo/clinicians/tomas-kelly.svg' },
  f2f: { id: 'CLN-2013', name: 'Dr. Hannah Weiss', image: '/demo/clinicians/hannah-weiss.svg' },
  coach: { id: 'COA-3120', name: 'Maya Okafor', image: '/demo/clinicians/maya-okafor.svg' },
  healthCoach: { id: 'COA-3155', name: 'Jonas Berger', image: '/demo/clinicians/jonas-berger.svg' },
  mentalHealth: { id: 'COA-3188', name: 'Lucía Fernández', image: '/demo/clinicians/lucia-fernandez.svg' },
  cancer: { id: 'COA-3201', name: 'Grace Thompson', image: '/demo/clinicians/grace-thompson.svg' },
  events: { id: 'EVT-0001', name: 'Wellbeing Events Team', image: null },
} as const;

/** The German of the demo's English names; people's names stay as they are. */
export const CLINICIANS_DE = { events: 'Team Wohlfühl-Veranstaltungen' } as const;

export const EVENT_TITLES_DE: Readonly<Record<string, string>> = {
  'Lunchtime Yoga': 'Yoga in der Mittagspause',
  'Financial Wellbeing Workshop': 'Workshop: Finanzielles Wohlbefinden',
  'Mindful Leadership Breakfast': 'Frühstück: Achtsam führen',
};

export interface BookingSeed {
  readonly booking: Omit<NewBooking, 'clientId' | 'userId'>;
  /** a corporate event booking takes a seat of this new timeslot */
  readonly timeslot?: Omit<NewTimeslot, 'clientId'>;
  /** the face-to-face session a notification links to */
  readonly key?: 'faceToFace';
}

function at(now: Date, offset: number, minutes: number): { startAt: Date; endAt: Date } {
  const startAt = new Date(now.getTime() + offset);
  return { startAt, endAt: new Date(startAt.getTime() + minutes * MINUTE) };
}

/** Bookings of every type, past and future, one starting within ten minutes, and two cancelled ones. */
export function demoBookings(now: Date, office: Office): BookingSeed[] {
  const clinician = (c: { id: string; name: string; image: string | null }) => ({
    clinicianId: c.id,
    clinicianName: c.name,
    clinicianImage: c.image,
  });
  const f2f = {
    ...clinician(CLINICIANS.f2f),
    clinicianAddress: office.address,
    clinicianLat: office.lat,
    clinicianLng: office.lng,
  };
  const event = (title: string, offset: number, minutes: number, status = 'Booked'): BookingSeed => {
    const de = { event_title: EVENT_TITLES_DE[title], clinician_name: CLINICIANS_DE.events };
    const time = at(now, offset, minutes);
    return {
      booking: {
        store: 'event',
        appointmentType: 'corporateEvent',
        status,
        ...time,
        ...clinician(CLINICIANS.events),
        details: { event_title: title, locations: [office.label], translations: { de } },
      },
      timeslot: { eventTitle: title, ...time, capacity: 20, booked: 7 },
    };
  };
  return [
    { booking: { store: 'appointment', appointmentType: 'Video', ...at(now, 5 * MINUTE, 30), ...clinician(CLINICIANS.video), details: { video_gif: '/demo/video-session.svg' } } },
    { booking: { store: 'appointment', appointmentType: 'Audio', ...at(now, 2 * DAY + 3 * HOUR, 30), ...clinician(CLINICIANS.audio), details: {} } },
    { booking: { store: 'coaching', appointmentType: 'Coaching', ...at(now, 3 * DAY + HOUR, 45), ...clinician(CLINICIANS.coach), details: {} } },
    { key: 'faceToFace', booking: { store: 'appointment', appointmentType: 'face_to_face', ...at(now, 4 * DAY + 2 * HOUR, 50), ...f2f, details: { locations: [office.label] } } },
    event('Lunchtime Yoga', 6 * DAY + 4 * HOUR, 60),
    { booking: { store: 'coaching', appointmentType: 'healthcoach', ...at(now, 8 * DAY, 45), ...clinician(CLINICIANS.healthCoach), details: {} } },
    { booking: { store: 'coaching', appointmentType: 'mental_health', ...at(now, 10 * DAY + 2 * HOUR, 50), ...clinician(CLINICIANS.mentalHealth), details: {} } },
    { booking: { store: 'coaching', appointmentType: 'cancer', ...at(now, 12 * DAY + HOUR, 45), ...clinician(CLINICIANS.cancer), details: {} } },
    // past
    { booking: { store: 'appointment', appointmentType: 'Video', ...at(now, -7 * DAY, 30), ...clinician(CLINICIANS.video), details: {} } },
    { booking: { store: 'appointment', appointmentType: 'face_to_face', ...at(now, -14 * DAY, 50), ...f2f, details: { locations: [office.label] } } },
    { booking: { store: 'coaching', appointmentType: 'healthcoach', ...at(now, -21 * DAY, 45), ...clinician(CLINICIANS.healthCoach), details: {} } },
    event('Financial Wellbeing Workshop', -30 * DAY, 90),
    // hidden from the member
    { booking: { store: 'appointment', appointmentType: 'Video', status: 'Cancelled', ...at(now, DAY, 30), ...clinician(CLINICIANS.video), details: {} } },
    { booking: { store: 'appointment', appointmentType: 'Audio', status: 'Cancellation Request', ...at(now, 5 * DAY, 30), ...clinician(CLINICIANS.audio), details: {} } },
    event('Mindful Leadership Breakfast', 9 * DAY, 60, 'Cancelled'),
  ];
}

/**
 * Bookings of every type for each member, seeded once per member (a member who already has some keeps them), so
 * a restart never duplicates them. Returns the face-to-face booking of each member seeded now, by member id,
 * for the notification that links to it.
 */
export async function seedBookings(ctx: SeedContext, members: readonly SeedMember[]): Promise<Map<number, number>> {
  const faceToFace = new Map<number, number>();
  for (const member of members) {
    const scope = scopeOf(member);
    if ((await countMemberBookings(ctx.db, scope)) > 0) continue;
    for (const seed of demoBookings(ctx.now, officeOf(member, member.manifest))) {
      const timeslotId = seed.timeslot ? await insertTimeslot(ctx.db, { clientId: member.clientId, ...seed.timeslot }) : null;
      const id = await insertBooking(ctx.db, { ...scope, ...seed.booking, timeslotId });
      if (seed.key === 'faceToFace') faceToFace.set(member.id, id);
    }
  }
  return faceToFace;
}
