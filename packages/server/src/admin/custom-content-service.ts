import { randomUUID } from 'node:crypto';
import {
  ANNOUNCEMENT_BODY_EMPTY_MESSAGE,
  ANNOUNCEMENT_NOT_FOUND,
  ARTICLE_BODY_EMPTY_MESSAGE,
  CUSTOM_ARTICLE_NOT_FOUND,
  EMPLOYER_EVENT_TIMES_MESSAGE,
  EXPIRY_IN_PAST_MESSAGE,
  type Announcement,
  type CustomArticle,
  type EmployerEvent,
} from '@portal/contract/calls/admin';
import { thumbnailDataUri } from '../content/public';
import { CallError, memberOf, type CallContext, type Db } from '../core/types';
import { eventArtwork, insertEventIfNew, listDates } from '../events/public';
import { waitingByDate } from './content-takedown-repository';
import { listLocations } from '../locations/public';
import {
  CUSTOM_SLUG,
  deleteAnnouncementRow,
  deleteCustomArticleRow,
  insertAnnouncement,
  insertCustomArticle,
  listAllAnnouncements,
  listAnnouncements,
  listCustomArticles,
  type AnnouncementRow,
} from './custom-content-repository';
import { hasText, sanitiseArticleHtml } from './sanitise';
import { auditAdmin } from './service';

function toArticle(row: { id: number; title: string; summary: string; publishedAt: Date }): CustomArticle {
  return { id: row.id, title: row.title, summary: row.summary, published_at: row.publishedAt.toISOString() };
}

export async function customArticles(ctx: CallContext): Promise<CustomArticle[]> {
  return (await listCustomArticles(ctx.db, memberOf(ctx).clientId)).map(toArticle);
}

/**
 * An article of the admin's client only (content_items.client_id from the session), so it reaches that client's
 * members through the content and article calls and no other client's.
 */
export async function publishArticle(ctx: CallContext, path: string, input: { title: string; summary?: string | undefined; body: string }): Promise<CustomArticle> {
  const admin = memberOf(ctx);
  const body = await sanitiseArticleHtml(input.body);
  if (!hasText(body)) throw new CallError(422, ARTICLE_BODY_EMPTY_MESSAGE);
  const row = await insertArticleFor(ctx, ctx.db, { title: input.title, summary: input.summary ?? '', body });
  await auditAdmin(ctx, admin, path, { action: 'article.publish', articleId: row.id });
  return toArticle(row);
}

/** Inserts an article of the admin's client whose body is already sanitised (a new one, or a draft published again). */
export async function insertArticleFor(ctx: CallContext, db: Db, input: { title: string; summary: string; body: string }) {
  const admin = memberOf(ctx);
  return insertCustomArticle(db, {
    clientId: admin.clientId,
    slug: `${CUSTOM_SLUG}${admin.clientId}-${randomUUID()}`,
    title: input.title,
    summary: input.summary,
    thumbnail: thumbnailDataUri(input.title, 'articles'),
    body: input.body,
    author: ctx.client.manifest.name,
    publishedAt: ctx.now,
  });
}

export async function deleteArticle(ctx: CallContext, path: string, id: number): Promise<void> {
  const admin = memberOf(ctx);
  if (!(await deleteCustomArticleRow(ctx.db, admin.clientId, id))) throw new CallError(404, CUSTOM_ARTICLE_NOT_FOUND);
  await auditAdmin(ctx, admin, path, { action: 'article.delete', articleId: id });
}

function toAnnouncement(row: AnnouncementRow): Announcement {
  return { id: row.id, title: row.title, body: row.body, published_at: row.publishedAt.toISOString(), expires_on: row.expiresOn };
}

/** What the member's employer announces now; never another client's (the client is the session's). */
export async function memberAnnouncements(ctx: CallContext): Promise<Announcement[]> {
  return (await listAnnouncements(ctx.db, memberOf(ctx).clientId, ctx.now)).map(toAnnouncement);
}

export async function adminAnnouncements(ctx: CallContext): Promise<Announcement[]> {
  return (await listAllAnnouncements(ctx.db, memberOf(ctx).clientId)).map(toAnnouncement);
}

export async function publishAnnouncementFor(ctx: CallContext, path: string, input: { title: string; body: string; expires_on?: string | null | undefined }): Promise<Announcement> {
  const admin = memberOf(ctx);
  const expiresOn = input.expires_on ?? null;
  if (expiresOn !== null && expiresOn < ctx.now.toISOString().slice(0, 10)) throw new CallError(422, EXPIRY_IN_PAST_MESSAGE);
  const body = await sanitiseArticleHtml(input.body);
  if (!hasText(body)) throw new CallError(422, ANNOUNCEMENT_BODY_EMPTY_MESSAGE);
  const row = await insertAnnouncement(ctx.db, { clientId: admin.clientId, title: input.title, body, expiresOn, createdBy: admin.userId, publishedAt: ctx.now });
  await auditAdmin(ctx, admin, path, { action: 'announcement.publish', announcementId: row!.id });
  return toAnnouncement(row!);
}

export async function deleteAnnouncementFor(ctx: CallContext, path: string, id: number): Promise<void> {
  const admin = memberOf(ctx);
  if (!(await deleteAnnouncementRow(ctx.db, admin.clientId, id))) throw new CallError(404, ANNOUNCEMENT_NOT_FOUND);
  await auditAdmin(ctx, admin, path, { action: 'announcement.delete', announcementId: id });
}

/** Seed keys of the events an employer created; the demo seed's never start so. */
export const EMPLOYER_EVENT_KEY = 'employer-';
const FAR_PAST = new Date('2000-01-01T00:00:00Z');
const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

export async function employerEvents(ctx: CallContext): Promise<EmployerEvent[]> {
  const admin = memberOf(ctx);
  const language = ctx.client.manifest.defaultLanguage;
  const rows = (await listDates(ctx.db, admin.clientId, FAR_PAST, FAR_FUTURE)).filter(({ event }) => event.seedKey.startsWith(EMPLOYER_EVENT_KEY));
  const waiting = await waitingByDate(ctx.db, admin.clientId, rows.map(({ date }) => date.id));
  return rows.map(({ date, event }) => ({
    id: event.id,
    date_id: date.id,
    title: (event.texts[language] ?? event.texts['en'])?.title ?? '',
    start_at: date.startAt.toISOString(),
    end_at: date.endAt.toISOString(),
    capacity: date.capacity,
    booked: date.booked,
    is_virtual: event.isVirtual === 1,
    waiting: waiting.get(date.id) ?? 0,
  }));
}

export type EmployerEventInput = { title: string; description: string; start_at: string; end_at: string; capacity: number; is_virtual?: boolean | undefined };

/**
 * An event of the admin's client, written through the events domain's own repository, so members find and book
 * it on their events page like any corporate event (seats, waiting list, cancelling). It is offered at every
 * office of the client; its words are stored for English and the client's language alike.
 */
export async function createEmployerEventFor(ctx: CallContext, path: string, input: EmployerEventInput): Promise<EmployerEvent> {
  const admin = memberOf(ctx);
  const event = await insertEmployerEvent(ctx, ctx.db, input);
  await auditAdmin(ctx, admin, path, { action: 'event.create', eventId: event.id, eventDateId: event.date_id });
  return event;
}

/** Checks the times (start ahead, end after it) and inserts the event with its one date. */
export async function insertEmployerEvent(ctx: CallContext, db: Db, input: EmployerEventInput): Promise<EmployerEvent> {
  const admin = memberOf(ctx);
  const startAt = new Date(input.start_at);
  const endAt = new Date(input.end_at);
  if (!(startAt.getTime() > ctx.now.getTime()) || !(endAt.getTime() > startAt.getTime())) throw new CallError(422, EMPLOYER_EVENT_TIMES_MESSAGE);
  const offices = await listLocations(db, admin.clientId);
  const text = { title: input.title, description: input.description };
  const virtual = input.is_virtual === true;
  const inserted = await insertEventIfNew(
    db,
    {
      clientId: admin.clientId,
      seedKey: `${EMPLOYER_EVENT_KEY}${randomUUID()}`,
      type: 'event',
      isVirtual: virtual ? 1 : 0,
      texts: { en: text, [ctx.client.manifest.defaultLanguage]: text },
      category: null,
      featuredImg: eventArtwork('#5b7bd5'),
      serviceProviderName: ctx.client.manifest.name,
      externalLink: null,
      locationIds: offices.map((office) => office.id),
    },
    [{ startAt, endAt, capacity: input.capacity }],
  );
  const event = inserted!.event;
  const date = inserted!.dates[0]!.date;
  return { id: event.id, date_id: date.id, title: text.title, start_at: startAt.toISOString(), end_at: endAt.toISOString(), capacity: date.capacity, booked: date.booked, is_virtual: virtual, waiting: 0 };
}
