import type { SeedContext, SeedMember } from '../db/seed-context';
import { scopeOf } from '../db/seed-context';
import { listLocations } from '../locations/public';
import * as repo from './repository';
import { webinarRegistrations, webinars } from './schema';
import type { CorporateEventType, EventText } from './schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoDate {
  /** days from the seed's day, at `hour` UTC */
  readonly day: number;
  readonly hour: number;
  readonly minutes: number;
  readonly capacity: number;
  /** seats already taken by colleagues outside the demo members */
  readonly booked?: number;
  /** a service's slots: this many of `slotMinutes`, one seat each */
  readonly slots?: number;
}

interface DemoEvent {
  readonly key: string;
  readonly type: CorporateEventType;
  readonly online?: boolean;
  readonly category: string;
  /** which of the client's offices, by position; online events are offered at every office */
  readonly offices: readonly number[];
  readonly provider?: string;
  readonly colour: string;
  readonly texts: { en: EventText; de: EventText };
  readonly dates: readonly DemoDate[];
  readonly slotMinutes?: number;
  /** the demo members' places: which date (by position) and how */
  readonly places?: readonly { date: number; status: 'registered' | 'waiting' | 'cancelled' }[];
  /** a paid event: per date (or slot), for the whole series, in minor units */
  /** minor units of the client's currency (its manifest's), which it bills every price in */
  readonly price?: { readonly slot: number; readonly series?: number };
}

/**
 * The demo events of every client (seed 001 sections 2 to 4): over the coming year at several offices and
 * online, a weekly series, service events with slots, fully booked dates with a waiting list, and past dates.
 */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    key: 'lunchtime-yoga',
    type: 'event_series',
    category: 'Body',
    offices: [0],
    provider: 'Stretch & Breathe',
    colour: '#2f7d6d',
    texts: {
      en: { title: 'Lunchtime yoga series', description: 'Six weekly gentle yoga sessions to reset in the middle of the day. Mats are provided; booking registers you for every week.', info: 'Studio room, ground floor' },
      de: { title: 'Yoga-Reihe zur Mittagszeit', description: 'Sechs wöchentliche sanfte Yogastunden, um mitten am Tag neue Kraft zu tanken. Matten sind vorhanden; mit der Anmeldung sind Sie für jede Woche angemeldet.', info: 'Studioraum, Erdgeschoss' },
    },
    dates: [4, 11, 18, 25, 32, 39].map((day) => ({ day, hour: 12, minutes: 45, capacity: 15 })),
  },
  {
    key: 'mindful-leadership',
    type: 'event',
    category: 'Mind',
    offices: [0, 1],
    provider: 'Calm Works',
    colour: '#5b4b8a',
    texts: {
      en: { title: 'Mindful leadership workshop', description: 'A practical half-day on leading with attention and care: handling pressure, listening well and looking after your team.', info: 'Conference room 2' },
      de: { title: 'Workshop: Achtsam führen', description: 'Ein praktischer halber Tag zum achtsamen Führen: mit Druck umgehen, gut zuhören und auf das eigene Team achten.', info: 'Konferenzraum 2' },
    },
    dates: [3, 40, 120, 250, 330].map((day) => ({ day, hour: 9, minutes: 180, capacity: 20 })),
    places: [{ date: 1, status: 'registered' }],
  },
  {
    key: 'money-matters',
    type: 'event',
    online: true,
    category: 'Life',
    offices: [],
    provider: 'Money Matters',
    colour: '#1e6aa8',
    texts: {
      en: { title: 'Money matters: budgeting online', description: 'An online talk on budgeting, saving and planning ahead, with time for your questions. The joining link is in your booking.' },
      de: { title: 'Finanzen im Griff: Budget online', description: 'Ein Online-Vortrag über Budgetplanung, Sparen und Vorsorge, mit Zeit für Ihre Fragen. Den Link zur Teilnahme finden Sie in Ihrer Buchung.' },
    },
    dates: [2, 30, 95, 200, 300].map((day) => ({ day, hour: 15, minutes: 60, capacity: 200 })),
    places: [{ date: 2, status: 'cancelled' }],
  },
  {
    key: 'health-mot',
    type: 'service',
    category: 'Body',
    offices: [1],
    provider: 'Vital Checks',
    colour: '#b5452f',
    slotMinutes: 20,
    texts: {
      en: { title: 'Health MOT', description: 'A 20-minute one-to-one health check: blood pressure, cholesterol and a chat about what the numbers mean. Choose a time that suits you.', info: 'First aid room' },
      de: { title: 'Gesundheits-Check', description: 'Ein 20-minütiger persönlicher Gesundheits-Check: Blutdruck, Cholesterin und ein Gespräch darüber, was die Werte bedeuten. Wählen Sie eine passende Uhrzeit.', info: 'Erste-Hilfe-Raum' },
    },
    dates: [5, 12, 60, 150].map((day) => ({ day, hour: 10, minutes: 120, capacity: 6, slots: 6 })),
  },
  {
    key: 'desk-massage',
    type: 'event',
    category: 'Body',
    offices: [0, 2],
    provider: 'Knot Free',
    colour: '#8a5a2b',
    texts: {
      en: { title: 'Chair massage morning', description: 'Fifteen minutes of seated massage for neck and shoulders. Very popular: if it is full, join the waiting list and we will book you in when a place frees up.', info: 'Wellbeing room' },
      de: { title: 'Vormittag mit Stuhlmassage', description: 'Fünfzehn Minuten Massage im Sitzen für Nacken und Schultern. Sehr beliebt: Wenn alles belegt ist, tragen Sie sich in die Warteliste ein; wir melden Sie an, sobald ein Platz frei wird.', info: 'Wellbeing-Raum' },
    },
    dates: [7, 21, 180].map((day, index) => ({ day, hour: 9, minutes: 180, capacity: 8, booked: index < 2 ? 8 : 0 })),
    places: [{ date: 1, status: 'waiting' }],
  },
  {
    key: 'step-challenge-walk',
    type: 'event',
    category: 'Life',
    offices: [1, 2, 3],
    colour: '#3d7a2a',
    texts: {
      en: { title: 'Quarterly team walk', description: 'An easy-paced walk around the neighbourhood with colleagues, followed by coffee. Comfortable shoes recommended.' },
      de: { title: 'Quartalsspaziergang im Team', description: 'Ein gemütlicher Spaziergang mit Kolleginnen und Kollegen durch die Nachbarschaft, danach gibt es Kaffee. Bequeme Schuhe empfohlen.' },
    },
    dates: [90, 180, 270, 355].map((day) => ({ day, hour: 16, minutes: 90, capacity: 40 })),
  },
  {
    key: 'winter-fair',
    type: 'event',
    category: 'Life',
    offices: [0],
    provider: 'People Team',
    colour: '#36597a',
    texts: {
      en: { title: 'Winter wellbeing fair', description: 'Stands, taster sessions and advice from our wellbeing partners.', info: 'Atrium' },
      de: { title: 'Winter-Gesundheitsmesse', description: 'Stände, Schnupperangebote und Beratung durch unsere Gesundheitspartner.', info: 'Atrium' },
    },
    dates: [-60, -20].map((day) => ({ day, hour: 11, minutes: 240, capacity: 100 })),
    places: [{ date: 1, status: 'registered' }],
  },
  // paid events for every client, priced in the client's currency (issues 10 and 31): booked only through the card checkout
  {
    key: 'first-aid-course',
    type: 'event',
    category: 'Life',
    offices: [0, 1],
    provider: 'Lifeline Training',
    colour: '#a33b3b',
    price: { slot: 2500 },
    texts: {
      en: { title: 'First aid essentials (paid)', description: 'A certified three-hour first aid course: recovery position, CPR and what to do until help arrives. The fee covers your certificate.', info: 'Training room 1' },
      de: { title: 'Erste Hilfe kompakt (kostenpflichtig)', description: 'Ein zertifizierter dreistündiger Erste-Hilfe-Kurs: stabile Seitenlage, Herz-Lungen-Wiederbelebung und was bis zum Eintreffen der Hilfe zu tun ist. Die Gebühr umfasst Ihr Zertifikat.', info: 'Schulungsraum 1' },
    },
    dates: [3, 45, 140].map((day) => ({ day, hour: 13, minutes: 180, capacity: 12 })),
  },
  {
    key: 'pilates-course',
    type: 'event_series',
    category: 'Body',
    offices: [0],
    provider: 'Core Studio',
    colour: '#6a4c93',
    price: { slot: 1200, series: 4000 },
    texts: {
      en: { title: 'Pilates course (paid)', description: 'Four weekly Pilates classes with a qualified instructor, for every level. One payment books every class of the course.', info: 'Studio room, ground floor' },
      de: { title: 'Pilates-Kurs (kostenpflichtig)', description: 'Vier wöchentliche Pilates-Stunden mit einer qualifizierten Trainerin, für jedes Niveau. Eine Zahlung bucht jede Stunde des Kurses.', info: 'Studioraum, Erdgeschoss' },
    },
    dates: [4, 11, 18, 25].map((day) => ({ day, hour: 17, minutes: 60, capacity: 10 })),
  },
  // a paid date that is fully booked (issue 10): members join its waiting list and are offered a freed seat to pay for
  {
    key: 'nutrition-consult',
    type: 'event',
    category: 'Body',
    offices: [0, 1],
    provider: 'Good Fuel Nutrition',
    colour: '#7a6a1e',
    price: { slot: 1800 },
    texts: {
      en: { title: 'Personal nutrition consultation (paid)', description: 'A one-to-one consultation with a registered nutritionist: your eating habits, energy through the day and a plan you can keep. When it is fully booked, join the waiting list: if a place comes free it is held for you to pay for.', info: 'Meeting room 4' },
      de: { title: 'Persönliche Ernährungsberatung (kostenpflichtig)', description: 'Eine Einzelberatung mit einer zertifizierten Ernährungsfachkraft: Ihre Essgewohnheiten, Energie über den Tag und ein Plan, den Sie durchhalten. Ist sie ausgebucht, tragen Sie sich in die Warteliste ein: Wird ein Platz frei, wird er für Sie reserviert, bis Sie bezahlen.', info: 'Besprechungsraum 4' },
    },
    dates: [8, 64].map((day, index) => ({ day, hour: 14, minutes: 45, capacity: 6, booked: index === 0 ? 6 : 0 })),
  },
];

/** A flat drawing of the event's colour with a sun and hills, so every event has artwork without a download. */
export function eventArtwork(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="${colour}"/><circle cx="500" cy="110" r="56" fill="#fff" opacity=".85"/><path d="M0 280 Q160 190 320 270 T640 250 V360 H0Z" fill="#fff" opacity=".25"/><path d="M0 320 Q200 250 400 310 T640 300 V360 H0Z" fill="#fff" opacity=".35"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function startOfDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** The demo events of each client; an event seeded before is left as it is, with its places. */
export async function seedEvents(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  const today = startOfDay(ctx.now);
  for (const manifest of ctx.clients) {
    const offices = await listLocations(ctx.db, manifest.id);
    if (offices.length === 0) continue;
    const clientMembers = members.filter((member) => member.clientId === manifest.id);
    for (const demo of DEMO_EVENTS) {
      const locationIds = demo.online ? offices.map((row) => row.id) : demo.offices.map((index) => offices[index % offices.length]!.id);
      const inserted = await repo.insertEventIfNew(
        ctx.db,
        {
          clientId: manifest.id,
          seedKey: demo.key,
          type: demo.type,
          isVirtual: demo.online ? 1 : 0,
          texts: { en: demo.texts.en, de: demo.texts.de },
          category: demo.category,
          featuredImg: eventArtwork(demo.colour),
          serviceProviderName: demo.provider ?? null,
          externalLink: demo.online ? 'https://meet.example/wellbeing' : null,
          locationIds: [...new Set(locationIds)],
          ...(demo.price
            ? { payFlag: 1, slotCost: demo.price.slot, seriesCost: demo.price.series ?? null, currency: manifest.currency }
            : {}),
        },
        demo.dates.map((date) => {
          const start = today + date.day * DAY + date.hour * HOUR;
          const slotMinutes = demo.slotMinutes ?? 0;
          return {
            startAt: new Date(start),
            endAt: new Date(start + date.minutes * 60_000),
            capacity: date.capacity,
            ...(date.booked === undefined ? {} : { booked: date.booked }),
            ...(date.slots
              ? {
                  slots: Array.from({ length: date.slots }, (_, index) => ({
                    startAt: new Date(start + index * slotMinutes * 60_000),
                    endAt: new Date(start + (index + 1) * slotMinutes * 60_000),
                    capacity: 1,
                    // the second slot is already taken, so a member sees a full one
                    booked: index === 1 ? 1 : 0,
                  })),
                }
              : {}),
          };
        }),
      );
      if (!inserted) continue;
      for (const member of clientMembers) {
        for (const place of demo.places ?? []) {
          const date = inserted.dates[place.date];
          if (date) await repo.seedPlace(ctx.db, scopeOf(member), date.date.id, null, place.status, ctx.now);
        }
      }
    }
  }
  await seedWebinars(ctx, members);
}

interface DemoWebinar {
  readonly key: string;
  /** days from the seed's day (at 18:00 UTC) when registration and the video open */
  readonly registrationDay: number;
  readonly videoDay: number;
  /** the demo members registered already */
  readonly registered?: boolean;
  readonly texts: { en: EventText; de: EventText };
}

export const WEBINAR_VIDEO_URL = '/media/webinars/webinar-demo.webm';

/** Webinars in all four states of seed 001 section 4: to watch, registered, open for registration, upcoming. */
export const DEMO_WEBINARS: readonly DemoWebinar[] = [
  {
    key: 'sleep-better',
    registrationDay: -40,
    videoDay: -7,
    texts: {
      en: { title: 'Sleep better: a practical guide', description: 'A sleep coach explains how sleep works and shares simple habits for falling asleep and staying asleep.' },
      de: { title: 'Besser schlafen: ein praktischer Leitfaden', description: 'Ein Schlafcoach erklärt, wie Schlaf funktioniert, und teilt einfache Gewohnheiten zum Einschlafen und Durchschlafen.' },
    },
  },
  {
    key: 'stress-at-work',
    registrationDay: -30,
    videoDay: -2,
    texts: {
      en: { title: 'Managing stress at work', description: 'Recognise the early signs of stress and learn three techniques you can use at your desk.' },
      de: { title: 'Stress im Job bewältigen', description: 'Erkennen Sie frühe Anzeichen von Stress und lernen Sie drei Techniken, die Sie direkt am Schreibtisch anwenden können.' },
    },
  },
  {
    key: 'healthy-habits',
    registrationDay: -3,
    videoDay: 9,
    registered: true,
    texts: {
      en: { title: 'Building healthy habits', description: 'Why habits stick or slip, and how to make small changes that last.' },
      de: { title: 'Gesunde Gewohnheiten aufbauen', description: 'Warum Gewohnheiten bleiben oder verschwinden und wie kleine Veränderungen von Dauer sind.' },
    },
  },
  {
    key: 'menopause-at-work',
    registrationDay: -1,
    videoDay: 14,
    texts: {
      en: { title: 'Menopause at work: an open conversation', description: 'A GP and colleagues talk openly about symptoms, support and adjustments at work.' },
      de: { title: 'Wechseljahre im Job: ein offenes Gespräch', description: 'Eine Hausärztin und Kolleginnen sprechen offen über Beschwerden, Unterstützung und Anpassungen am Arbeitsplatz.' },
    },
  },
  {
    key: 'financial-wellbeing',
    registrationDay: 10,
    videoDay: 40,
    texts: {
      en: { title: 'Financial wellbeing for the new year', description: 'Plan your money for the year ahead: budgets, savings goals and where to get free advice.' },
      de: { title: 'Finanzielles Wohlbefinden im neuen Jahr', description: 'Planen Sie Ihre Finanzen für das kommende Jahr: Budgets, Sparziele und wo es kostenlose Beratung gibt.' },
    },
  },
];

/** The demo webinars of each client, with the demo members registered where the state says so; kept once seeded. */
export async function seedWebinars(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  const today = startOfDay(ctx.now);
  for (const manifest of ctx.clients) {
    const clientMembers = members.filter((member) => member.clientId === manifest.id);
    for (const demo of DEMO_WEBINARS) {
      const [row] = await ctx.db
        .insert(webinars)
        .values({
          clientId: manifest.id,
          seedKey: demo.key,
          texts: { en: demo.texts.en, de: demo.texts.de },
          registrationOpenFrom: new Date(today + demo.registrationDay * DAY + 18 * HOUR),
          videoOpenFrom: new Date(today + demo.videoDay * DAY + 18 * HOUR),
          videoUrl: WEBINAR_VIDEO_URL,
        })
        .onConflictDoNothing()
        .returning();
      if (!row || !demo.registered) continue;
      for (const member of clientMembers) {
        const scope = scopeOf(member);
        await ctx.db.insert(webinarRegistrations).values({ clientId: scope.clientId, userId: scope.userId, webinarId: row.id, registeredAt: ctx.now }).onConflictDoNothing();
      }
    }
  }
}
