import { pathTo } from '@portal/manifest/routes';
import type { NewBooking, NewTimeslot } from '../bookings/repository';
import type { NewNotification } from '../notifications/repository';
import type { NewProfile } from '../profile/repository';

/** Demo content of the signed-in shell, relative to the moment of seeding so "upcoming" stays upcoming. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Office {
  readonly label: string;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
}

const OFFICES: Record<string, readonly Office[]> = {
  harbour: [
    { label: 'London – Harbour House', address: '12 Wapping Wharf, London E1W 1AA', lat: 51.5045, lng: -0.0553 },
    { label: 'Bristol – Canons Quay', address: '3 Canons Way, Bristol BS1 5LL', lat: 51.4495, lng: -2.5981 },
    { label: 'Leeds – Dock Street', address: '40 Dock Street, Leeds LS10 1JF', lat: 53.7935, lng: -1.5403 },
    { label: 'Glasgow – Pacific Quay', address: '8 Pacific Quay, Glasgow G51 1EA', lat: 55.8587, lng: -4.2951 },
  ],
  fernway: [
    { label: 'Dublin – Grand Canal', address: '5 Grand Canal Square, Dublin 2', lat: 53.3398, lng: -6.2371 },
    { label: 'Cork – Lapps Quay', address: '19 Lapps Quay, Cork T12 RX2V', lat: 51.8979, lng: -8.4655 },
    { label: 'Galway – Eyre Square', address: '2 Eyre Square, Galway H91 AX3E', lat: 53.2745, lng: -9.0490 },
  ],
  kontor: [
    { label: 'Berlin – Mitte', address: 'Friedrichstraße 120, 10117 Berlin', lat: 52.5233, lng: 13.3878 },
    { label: 'Hamburg – Speicherstadt', address: 'Am Sandtorkai 30, 20457 Hamburg', lat: 53.5435, lng: 9.9905 },
    { label: 'München – Werksviertel', address: 'Atelierstraße 10, 81671 München', lat: 48.1246, lng: 11.6038 },
    { label: 'Köln – Rheinauhafen', address: 'Anna-Schneider-Steig 5, 50678 Köln', lat: 50.9266, lng: 6.9647 },
  ],
  larkspur: [
    { label: 'Paris – La Défense', address: '1 Parvis de la Défense, 92800 Puteaux', lat: 48.8918, lng: 2.2383 },
    { label: 'Lyon – Part-Dieu', address: '20 Rue Garibaldi, 69003 Lyon', lat: 45.7606, lng: 4.8573 },
    { label: 'Manchester – Spinningfields', address: '3 Hardman Street, Manchester M3 3HF', lat: 53.4796, lng: -2.2517 },
  ],
  lumen: [
    { label: 'Edinburgh – Quartermile', address: '2 Lister Square, Edinburgh EH3 9GL', lat: 55.9429, lng: -3.1940 },
    { label: 'Cardiff – Callaghan Square', address: '1 Callaghan Square, Cardiff CF10 5BT', lat: 51.4745, lng: -3.1800 },
    { label: 'Belfast – Titanic Quarter', address: '6 Queens Road, Belfast BT3 9DT', lat: 54.6079, lng: -5.9098 },
    { label: 'Working from home', address: 'Online', lat: 54.6079, lng: -5.9098 },
  ],
  brightpath: [
    { label: 'Birmingham – Brindleyplace', address: '4 Brindleyplace, Birmingham B1 2JB', lat: 52.4780, lng: -1.9116 },
    { label: 'Nottingham – Castle Wharf', address: '10 Castle Boulevard, Nottingham NG7 1FB', lat: 52.9478, lng: -1.1521 },
  ],
};

/** The offices of a demo client; a client without its own list gets three generic ones. */
export function officesOf(clientId: string, clientName: string): readonly Office[] {
  return (
    OFFICES[clientId] ?? [
      { label: `${clientName} – Head Office`, address: '1 High Street, London EC1A 1AA', lat: 51.5155, lng: -0.0922 },
      { label: `${clientName} – North Office`, address: '2 Deansgate, Manchester M3 1AZ', lat: 53.4794, lng: -2.2453 },
      { label: `${clientName} – South Office`, address: '3 Queens Road, Brighton BN1 3XE', lat: 50.8262, lng: -0.1410 },
    ]
  );
}

const CLINICIANS = {
  video: { id: 'CLN-1041', name: 'Dr. Priya Raman', image: '/demo/clinicians/priya-raman.svg' },
  audio: { id: 'CLN-1077', name: 'Tomás Kelly', image: '/demo/clinicians/tomas-kelly.svg' },
  f2f: { id: 'CLN-2013', name: 'Dr. Hannah Weiss', image: '/demo/clinicians/hannah-weiss.svg' },
  coach: { id: 'COA-3120', name: 'Maya Okafor', image: '/demo/clinicians/maya-okafor.svg' },
  healthCoach: { id: 'COA-3155', name: 'Jonas Berger', image: '/demo/clinicians/jonas-berger.svg' },
  mentalHealth: { id: 'COA-3188', name: 'Lucía Fernández', image: '/demo/clinicians/lucia-fernandez.svg' },
  cancer: { id: 'COA-3201', name: 'Grace Thompson', image: '/demo/clinicians/grace-thompson.svg' },
  events: { id: 'EVT-0001', name: 'Wellbeing Events Team', image: null },
} as const;

export interface MemberSeed {
  readonly clientId: string;
  readonly userId: number;
}

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
    const time = at(now, offset, minutes);
    return {
      booking: {
        store: 'event',
        appointmentType: 'corporateEvent',
        status,
        ...time,
        ...clinician(CLINICIANS.events),
        details: { event_title: title, locations: [office.label] },
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

/** Notifications of every type the panel knows, read and unread, newest first once listed. */
export function demoNotifications(
  now: Date,
  member: MemberSeed,
  refs: { faceToFaceBookingId: number },
): Omit<NewNotification, 'clientId' | 'userId'>[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const sessionId = `SF-S-${member.userId}`;
  return [
    {
      type: 'appointment_options',
      subject: 'New appointment times',
      body: 'Your clinician has suggested new times for your session. Choose the one that suits you best.',
      event: { additional_details: { clinician: CLINICIANS.video.name } },
      createdAt: ago(1),
    },
    {
      type: 'salesforce_appointment_options',
      subject: 'Choose a time for your session',
      body: 'We have found three times for your next session. Please pick one within 48 hours.',
      event: { salesforce_appointment_options: { sessionId: `${sessionId}-101` } },
      createdAt: ago(3),
    },
    {
      type: 'salesforce_clinician_message',
      subject: 'A message from your clinician',
      body: 'Thank you for our last session. I have shared a short breathing exercise to try before we meet again.',
      event: { salesforce_clinician_message: { sf_appointment_id: `SF-A-${member.userId}-204` } },
      createdAt: ago(6),
    },
    {
      type: 'face_to_face',
      subject: 'Your face-to-face session',
      body: 'Your face-to-face session is confirmed. Open it to see the address and a map.',
      event: { additional_details: { sessionId: String(refs.faceToFaceBookingId) } },
      createdAt: ago(12),
    },
    {
      type: 'general',
      subject: 'New events at your office',
      body: 'Lunchtime yoga and a financial wellbeing workshop have been added. Have a look at what is on.',
      event: { actionUrl: { href: pathTo('events') } },
      createdAt: ago(24),
    },
    {
      type: 'salesforce_session_suggestions_rejected',
      subject: 'Suggested times declined',
      body: 'You declined the suggested times. Let us know what works better and we will find another slot.',
      event: { salesforce_session_suggestions_rejected: { sessionId: `${sessionId}-099` } },
      readAt: ago(30),
      createdAt: ago(48),
    },
    {
      type: 'appointment_cancellation',
      subject: 'Your appointment was cancelled',
      body: 'Your audio session has been cancelled as requested. You can book a new one at any time.',
      event: { additional_details: { appointmentType: 'Audio' } },
      readAt: ago(60),
      createdAt: ago(72),
    },
    {
      type: 'general',
      subject: 'Your Health Score is ready',
      body: 'Thanks for completing your assessment. Your results and tips are waiting for you.',
      event: { actionUrl: { href: pathTo('healthScore') } },
      readAt: ago(100),
      createdAt: ago(120),
    },
  ];
}

export function demoProfile(member: MemberSeed, office: Office): NewProfile {
  return {
    clientId: member.clientId,
    userId: member.userId,
    bio: 'Enjoys long walks, sourdough baking and the odd park run.',
    gender: 'Prefer not to say',
    phone: '+44 20 7946 0958',
    educationLevel: 'Bachelor degree',
    placeOfBirth: 'Leeds',
    relationshipStatus: 'Married',
    dependants: '2',
    employmentStatus: 'Full time',
    jobType: 'Office based',
    occupation: 'Project manager',
    address: office.address,
    city: office.label.split(' – ')[0] ?? null,
    nextOfTheKinFullName: 'Jordan Member',
    nextOfTheKinPhone: '+44 20 7946 0123',
    gpName: 'Dr. Ellis, Riverside Practice',
    gpPhone: '+44 20 7946 0777',
    emailNotifications: true,
    pushNotifications: false,
    inactivePushesSent: 0,
  };
}
