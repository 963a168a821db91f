import { and, eq, like } from 'drizzle-orm';
import type { Questionnaire } from '@portal/contract/calls/health-score';
import { assessmentReports, bookings, memberLogs, users } from '../db/schema';
import { ACTIVITY_SUBJECT, type SeedContext, type SeedManifest } from '../db/seed-context';
import { bandOf, OUTCOME_DE, OUTCOME_TEXT, outcomeOf, pick, questionnaireOf, RESULTS_HEADER, RESULTS_SUB_HEADER } from '../health-score/public';
import { insertAnnouncement } from './custom-content-repository';
import { clientAnnouncements } from './schema';
import { listLocations } from '../locations/public';

/**
 * Months of use for each demo client's Data Analytics (issue 14): members who joined at the launch and since, who
 * come back some weeks and not others, book coaching, clinic sessions and events, and take the Health Score in two
 * campaigns. Deterministic: one pseudo-random sequence per client, times relative to the moment of seeding. These
 * members sign in nowhere (their subjects start with ACTIVITY_SUBJECT, which no identity provider issues) and no
 * other domain seeds for them, so they show only as figures and in the admin's member list.
 */
export { ACTIVITY_SUBJECT };
const MEMBERS = 72;
const DAY = 86_400_000;
const WEEKS = 30;

const FIRST_NAMES = ['Maya', 'Jonas', 'Priya', 'Liam', 'Sofia', 'Noah', 'Leonie', 'Omar', 'Clara', 'Felix', 'Hannah', 'Ravi', 'Ines', 'Tom', 'Amara', 'Lukas', 'Nora', 'Eamon'];
const LAST_NAMES = ['Keller', 'Osei', 'Walsh', 'Brandt', 'Nowak', 'Moreau', 'Fischer', 'Quinn', 'Haddad', 'Lindqvist', 'Romero', 'Dunne', 'Vogel', 'Patel', 'Sato', 'Novak'];

/** mulberry32: small, fast and the same on every machine. */
function random(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function chunks<T>(rows: readonly T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

type ScoredName = Exclude<Questionnaire, 'demographics'>;

/** A result as the Health Score service records it: English, with German beside it. */
function report(clientId: string, userId: number, date: Date, name: ScoredName, value: number) {
  const columns = (language: string) => {
    const title = pick(questionnaireOf(name).title, language);
    const outcome = outcomeOf(value);
    return {
      headerCopy: pick(RESULTS_HEADER, language),
      subHeaderCopy: pick(RESULTS_SUB_HEADER, language).replace('{name}', title),
      reportItems: [
        {
          heading: title,
          title: `${language === 'de' ? (OUTCOME_DE[outcome] ?? outcome) : outcome} (${value})`,
          description: pick(OUTCOME_TEXT[name][bandOf(value)]!, language),
        },
      ],
    };
  };
  return { clientId, userId, dateOfAssessment: date.toISOString().slice(0, 10), ...columns('en'), translations: { de: columns('de') } };
}

async function seedClient(ctx: SeedContext, manifest: SeedManifest): Promise<void> {
  const { db } = ctx;
  const clientId = manifest.id;
  const existing = await db.select({ id: users.id }).from(users).where(and(eq(users.clientId, clientId), like(users.ssoSubject, `${ACTIVITY_SUBJECT}%`))).limit(1);
  if (existing.length > 0) return;
  const rand = random(clientId);
  const pickOne = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const offices = (await listLocations(db, clientId)).map((office) => office.id);
  const now = ctx.now.getTime();
  const launch = now - WEEKS * 7 * DAY;

  const people = Array.from({ length: MEMBERS }, (_, index) => {
    // most joined in the launch fortnight; the rest came in over the months since
    const joined = index < MEMBERS * 0.55 ? launch + rand() * 14 * DAY : launch + rand() * (WEEKS - 2) * 7 * DAY;
    const first = pickOne(FIRST_NAMES);
    const last = pickOne(LAST_NAMES);
    const number = String(index + 1).padStart(2, '0');
    return {
      clientId,
      ssoSubject: `${ACTIVITY_SUBJECT}${clientId}:${number}`,
      email: `${first}.${last}.${number}@${clientId}.example`.toLowerCase(),
      firstName: first,
      lastName: last,
      dob: `${1965 + Math.floor(rand() * 37)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
      language: manifest.defaultLanguage,
      locationId: offices.length > 0 && rand() < 0.85 ? (rand() < 0.5 ? offices[0]! : pickOne(offices)) : null,
      tcAccepted: true,
      ppAccepted: true,
      cookiesAccepted: true,
      createdAt: new Date(Math.floor(joined / 60_000) * 60_000),
    };
  });
  const inserted = await db.insert(users).values(people).returning({ id: users.id, createdAt: users.createdAt });

  const logs: (typeof memberLogs.$inferInsert)[] = [];
  const sessions: (typeof bookings.$inferInsert)[] = [];
  const reports: (typeof assessmentReports.$inferInsert)[] = [];
  const at = (time: number) => new Date(Math.floor(time / 60_000) * 60_000);
  const lastWeek = now - 7 * DAY;
  for (const member of inserted) {
    const joined = member.createdAt.getTime();
    const engagement = pickOne([0.85, 0.6, 0.35, 0.15]);
    for (let week = joined; week < lastWeek; week += 7 * DAY) {
      if (rand() < engagement) logs.push({ clientId, userId: member.id, kind: 'analytics', source: 'home', message: 'page_view', createdAt: at(week + rand() * 6 * DAY) });
    }
    const span = lastWeek - joined;
    const held = (store: 'coaching' | 'appointment' | 'event', appointmentType: string, start: number, minutes: number) => {
      const startAt = at(start);
      sessions.push({ clientId, userId: member.id, store, appointmentType, startAt, endAt: new Date(startAt.getTime() + minutes * 60_000), createdAt: at(start - 5 * DAY), details: {} });
    };
    if (rand() < 0.3) {
      const service = pickOne(['mental_health', 'healthcoach']);
      const from = joined + rand() * span * 0.5;
      for (let time = from; time < lastWeek && time < from + 16 * 7 * DAY; time += (14 + rand() * 10) * DAY) held('coaching', service, time, 50);
    }
    if (rand() < 0.25) for (let i = 0; i < 1 + Math.floor(rand() * 3); i += 1) held('appointment', 'Video', joined + rand() * span, 20);
    if (rand() < 0.45) for (let i = 0; i < 1 + Math.floor(rand() * 2); i += 1) held('event', 'corporateEvent', joined + rand() * span, 60);
    // two Health Score campaigns, about four and twenty weeks ago
    for (const weeksAgo of [20, 4]) {
      const campaign = now - weeksAgo * 7 * DAY;
      if (joined < campaign && rand() < 0.6) {
        const name = pickOne<ScoredName>(['well_in_mind', 'well_in_life', 'well_in_body']);
        const value = Math.max(5, Math.min(98, Math.round(62 + (rand() + rand() + rand() - 1.5) * 40)));
        reports.push(report(clientId, member.id, at(campaign + rand() * 10 * DAY), name, value));
      }
    }
  }
  for (const chunk of chunks(logs)) await db.insert(memberLogs).values(chunk);
  for (const chunk of chunks(sessions)) await db.insert(bookings).values(chunk);
  for (const chunk of chunks(reports)) await db.insert(assessmentReports).values(chunk);
}

/** Each demo client's months of anonymous activity; runs once per client, like every other seed. */
export async function seedAdminActivity(ctx: SeedContext): Promise<void> {
  for (const manifest of ctx.clients) await seedClient(ctx, manifest);
  for (const manifest of ctx.clients) await seedAnnouncement(ctx, manifest);
}

const DEMO_ANNOUNCEMENT_KEY = 'demo-wellbeing-week';

const DEMO_ANNOUNCEMENT = {
  en: {
    title: 'Wellbeing week starts on Monday',
    body: '<p>Join a <strong>lunchtime walk</strong>, try a breathing class or book a health check: everything is on your events page.</p>',
  },
  de: {
    title: 'Am Montag beginnt die Wellbeing-Woche',
    body: '<p>Machen Sie bei einem <strong>Mittagsspaziergang</strong> mit, probieren Sie einen Atemkurs aus oder buchen Sie einen Gesundheitscheck: Alles finden Sie auf Ihrer Veranstaltungsseite.</p>',
  },
} as const;

/** One announcement of the employer per demo client, in the client's language; a re-seed finds it by its key. */
async function seedAnnouncement(ctx: SeedContext, manifest: SeedManifest): Promise<void> {
  const text = manifest.defaultLanguage === 'de' ? DEMO_ANNOUNCEMENT.de : DEMO_ANNOUNCEMENT.en;
  await insertAnnouncement(ctx.db, {
    clientId: manifest.id,
    seedKey: DEMO_ANNOUNCEMENT_KEY,
    title: text.title,
    body: text.body,
    expiresOn: null,
    createdBy: 0,
    publishedAt: demoAnnouncementDate(ctx.now),
  });
}


/**
 * When the demo announcement went out, relative to `now`, so that the Monday it names is never behind the member:
 * an hour ago, or on a Monday the Friday before (the week starts today).
 */
export function demoAnnouncementDate(now: Date): Date {
  return new Date(now.getTime() - (now.getUTCDay() === 1 ? 3 * DAY : 60 * 60_000));
}

/**
 * Dates the demo announcement again as a server starts on a database seeded before, so a demo run weeks after its
 * seed does not announce a Monday long gone. Only the seeded row (its seed key); an employer's own are left alone.
 */
export async function redateDemoAnnouncements(db: SeedContext['db'], now: Date): Promise<void> {
  await db
    .update(clientAnnouncements)
    .set({ publishedAt: demoAnnouncementDate(now) })
    .where(eq(clientAnnouncements.seedKey, DEMO_ANNOUNCEMENT_KEY));
}
