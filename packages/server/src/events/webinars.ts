import { and, eq, sql } from 'drizzle-orm';
import type { Webinar } from '@portal/contract/calls/events';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { CallError, type Db, type Member } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { webinarRegistrations, webinars } from './schema';
import { dateTimeText, textOf } from './service';

export const REGISTERED_MESSAGE = 'You are registered for this webinar.';
export const WEBINAR_NOT_FOUND_MESSAGE = 'We could not find this webinar.';
export const REGISTRATION_NOT_OPEN_MESSAGE = 'Registration for this webinar is not open yet.';
export const VIDEO_NOT_OPEN_MESSAGE = 'This webinar cannot be watched yet.';
/** One view is at most a day long; more is no real viewing and would overflow the count. */
export const MAX_VIEW_SECONDS = 86_400;
export const TOO_MANY_SECONDS_MESSAGE = 'Please send the seconds watched of one visit (at most a day).';

type Languages = Pick<Manifest, 'languages' | 'defaultLanguage'>;
type WebinarRow = typeof webinars.$inferSelect;

async function findWebinar(db: Db, clientId: string, id: number): Promise<WebinarRow | undefined> {
  const rows = await db.select().from(webinars).where(and(eq(webinars.clientId, clientId), eq(webinars.id, id))).limit(1);
  return rows[0];
}

/** A webinar as the page reads it; its video only once it opened, so nobody watches before the date. */
function webinarOf(row: WebinarRow, language: string, registered: boolean, now: Date): Webinar {
  const text = textOf(row.texts, language);
  return {
    id: row.id,
    title: text.title,
    description: text.description,
    video_open_from: dateTimeText(row.videoOpenFrom),
    registration_open_from: dateTimeText(row.registrationOpenFrom),
    user_reg: registered,
    video_url: row.videoOpenFrom.getTime() <= now.getTime() ? row.videoUrl : null,
  };
}

async function registeredIds(db: Db, member: MemberScope): Promise<Set<number>> {
  const rows = await db
    .select({ webinarId: webinarRegistrations.webinarId })
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.clientId, member.clientId), eq(webinarRegistrations.userId, member.userId), sql`${webinarRegistrations.registeredAt} is not null`));
  return new Set(rows.map((row) => row.webinarId));
}

/** The client's webinars with the member's registrations; the page sorts them into its three sections. */
export async function listWebinars(db: Db, member: Member, manifest: Languages, now: Date): Promise<Webinar[]> {
  const [rows, language, registered] = await Promise.all([
    db.select().from(webinars).where(eq(webinars.clientId, member.clientId)).orderBy(webinars.videoOpenFrom, webinars.id),
    memberLanguage(db, member, manifest),
    registeredIds(db, member),
  ]);
  return rows.map((row) => webinarOf(row, language.shown, registered.has(row.id), now));
}

export async function getWebinar(db: Db, member: Member, manifest: Languages, id: number, now: Date): Promise<Webinar> {
  const row = await findWebinar(db, member.clientId, id);
  if (!row) throw new CallError(404, WEBINAR_NOT_FOUND_MESSAGE);
  const [language, registered] = await Promise.all([memberLanguage(db, member, manifest), registeredIds(db, member)]);
  return webinarOf(row, language.shown, registered.has(row.id), now);
}

/** Registers the member once registration opened; registering again changes nothing. */
export async function registerWebinar(db: Db, member: Member, id: number, now: Date): Promise<void> {
  const row = await findWebinar(db, member.clientId, id);
  if (!row) throw new CallError(404, WEBINAR_NOT_FOUND_MESSAGE);
  if (row.registrationOpenFrom.getTime() > now.getTime()) throw new CallError(409, REGISTRATION_NOT_OPEN_MESSAGE);
  await db
    .insert(webinarRegistrations)
    .values({ clientId: member.clientId, userId: member.userId, webinarId: row.id, registeredAt: now })
    .onConflictDoUpdate({
      target: [webinarRegistrations.clientId, webinarRegistrations.userId, webinarRegistrations.webinarId],
      set: { registeredAt: sql`coalesce(${webinarRegistrations.registeredAt}, excluded.registered_at)` },
    });
}

/** Adds one visit's seconds to what the member watched (a viewer without registration counts too). */
export async function trackView(db: Db, member: Member, id: number, seconds: number, now: Date): Promise<void> {
  if (seconds > MAX_VIEW_SECONDS) throw new CallError(400, TOO_MANY_SECONDS_MESSAGE);
  const row = await findWebinar(db, member.clientId, id);
  if (!row) throw new CallError(404, WEBINAR_NOT_FOUND_MESSAGE);
  if (row.videoOpenFrom.getTime() > now.getTime()) throw new CallError(409, VIDEO_NOT_OPEN_MESSAGE);
  await db
    .insert(webinarRegistrations)
    .values({ clientId: member.clientId, userId: member.userId, webinarId: row.id, secondsWatched: seconds, views: 1 })
    .onConflictDoUpdate({
      target: [webinarRegistrations.clientId, webinarRegistrations.userId, webinarRegistrations.webinarId],
      set: {
        secondsWatched: sql`${webinarRegistrations.secondsWatched} + excluded.seconds_watched`,
        views: sql`${webinarRegistrations.views} + 1`,
      },
    });
}

/** The member's watch record of a webinar (tests and reports). */
export async function viewOf(db: Db, member: MemberScope, id: number): Promise<{ secondsWatched: number; views: number } | undefined> {
  const rows = await db
    .select({ secondsWatched: webinarRegistrations.secondsWatched, views: webinarRegistrations.views })
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.clientId, member.clientId), eq(webinarRegistrations.userId, member.userId), eq(webinarRegistrations.webinarId, id)));
  return rows[0];
}
