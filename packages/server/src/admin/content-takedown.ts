import {
  ANNOUNCEMENT_NOT_FOUND,
  CONTENT_DRAFT_NOT_FOUND,
  CUSTOM_ARTICLE_NOT_FOUND,
  EMPLOYER_EVENT_NOT_FOUND,
  EXPIRY_IN_PAST_MESSAGE,
  type ContentDraft,
} from '@portal/contract/calls/admin';
import { pathTo } from '@portal/manifest/routes';
import { shownLanguage } from '../core/member-settings';
import { CallError, memberOf, type CallContext, type Db } from '../core/types';
import { notify, textOf } from '../events/public';
import { clientFrom, type Mail, type Mailer } from '../mail/mailer';
import { recipient } from '../reminders/public';
import {
  announcementToDraft,
  articleToDraft,
  eventToDraftRow,
  listDrafts,
  takeDownEmployerEvent,
  takeDraft,
  type CancelledPlace,
  type DraftRow,
} from './content-takedown-repository';
import { insertAnnouncement } from './custom-content-repository';
import { insertArticleFor, insertEmployerEvent } from './custom-content-service';
import { auditAdmin } from './service';

function toDraft(row: DraftRow): ContentDraft {
  return { id: row.id, kind: row.kind, title: row.title, unpublished_at: row.unpublishedAt.toISOString(), start_at: row.payload.startAt ?? null };
}

export async function contentDrafts(ctx: CallContext): Promise<ContentDraft[]> {
  return (await listDrafts(ctx.db, memberOf(ctx).clientId)).map(toDraft);
}

export async function unpublishArticle(ctx: CallContext, path: string, id: number): Promise<ContentDraft> {
  const admin = memberOf(ctx);
  const draft = await articleToDraft(ctx.db, admin.clientId, id, admin.userId, ctx.now);
  if (!draft) throw new CallError(404, CUSTOM_ARTICLE_NOT_FOUND);
  await auditAdmin(ctx, admin, path, { action: 'article.unpublish', articleId: id, draftId: draft.id });
  return toDraft(draft);
}

export async function unpublishAnnouncementFor(ctx: CallContext, path: string, id: number): Promise<ContentDraft> {
  const admin = memberOf(ctx);
  const draft = await announcementToDraft(ctx.db, admin.clientId, id, admin.userId, ctx.now);
  if (!draft) throw new CallError(404, ANNOUNCEMENT_NOT_FOUND);
  await auditAdmin(ctx, admin, path, { action: 'announcement.unpublish', announcementId: id, draftId: draft.id });
  return toDraft(draft);
}

/**
 * Takes an employer event down (kept as a draft, or deleted for good): its bookings and waiting-list places are
 * cancelled and each member with a place is told once in the portal (in their language, with the event's title),
 * all in one transaction; then by email (unless they turned email notifications off).
 */
export async function takeDownEvent(
  ctx: CallContext,
  path: string,
  id: number,
  keepDraft: boolean,
  mail: { readonly mailer: Mailer; readonly from: string },
): Promise<{ draft: ContentDraft | null; cancelled: number }> {
  const admin = memberOf(ctx);
  const manifest = ctx.client.manifest;
  const result = await takeDownEmployerEvent(ctx.db, admin.clientId, id, ctx.now, async (tx, event, dates, cancelled) => {
    // each member told once, in the same transaction as the cancel: nobody loses a place without a word
    const members = [...new Map(cancelled.map((place) => [place.userId, place])).values()];
    const start = dates.find((date) => date.startAt.getTime() > ctx.now.getTime())?.startAt ?? null;
    const messages: Cancellation[] = [];
    for (const place of members) messages.push(await cancellationFor(tx, admin.clientId, place, event.texts, start, manifest));
    await notify(
      tx,
      messages.map(({ userId, english, translations }) => ({
        clientId: admin.clientId,
        userId,
        type: 'general',
        subject: english.subject,
        body: english.body,
        translations,
        event: { actionUrl: { href: pathTo('events', {}) } },
      })),
    );
    if (!keepDraft) return { draft: null, messages };
    const text = textOf(event.texts, manifest.defaultLanguage);
    const first = dates[0];
    const draft = await eventToDraftRow(tx, {
      clientId: admin.clientId,
      title: text.title,
      payload: {
        description: text.description,
        ...(first ? { startAt: first.startAt.toISOString(), endAt: first.endAt.toISOString(), capacity: first.capacity } : {}),
        isVirtual: event.isVirtual === 1,
      },
      by: admin.userId,
      at: ctx.now,
    });
    return { draft, messages };
  });
  if (!result) throw new CallError(404, EMPLOYER_EVENT_NOT_FOUND);
  const { draft, messages } = result.kept;
  await auditAdmin(ctx, admin, path, {
    action: keepDraft ? 'event.unpublish' : 'event.delete',
    eventId: id,
    draftId: draft?.id ?? null,
    cancelledPlaces: result.cancelled.length,
    membersTold: messages.length,
  });
  await mailCancellations(ctx, mail, messages);
  return { draft: draft ? toDraft(draft) : null, cancelled: messages.length };
}

const CANCELLATION_TEXT: Record<string, (title: string, day: string | null, organisation: string) => { subject: string; body: string }> = {
  en: (title, day, organisation) => ({
    subject: `Event cancelled: ${title}`,
    body: `${organisation} has cancelled “${title}”${day ? ` on ${day}` : ''}, so your place on it is cancelled too. You do not need to do anything.`,
  }),
  de: (title, day, organisation) => ({
    subject: `Veranstaltung abgesagt: ${title}`,
    body: `${organisation} hat „${title}“${day ? ` am ${day}` : ''} abgesagt, daher ist auch Ihr Platz storniert. Sie müssen nichts weiter tun.`,
  }),
};

interface Cancellation {
  readonly userId: number;
  readonly english: { subject: string; body: string };
  readonly translations: Record<string, { subject: string; body: string }>;
  /** in the member's language, for the email; null: no email (none, turned off, or deactivated) */
  readonly mail: { to: string; firstName: string; subject: string; body: string; language: string } | null;
}

async function cancellationFor(
  db: Db,
  clientId: string,
  place: CancelledPlace,
  texts: Parameters<typeof textOf>[0],
  start: Date | null,
  manifest: CallContext['client']['manifest'],
): Promise<Cancellation> {
  const compose = (language: string) => {
    const day = start ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(start) : null;
    return (CANCELLATION_TEXT[language] ?? CANCELLATION_TEXT.en!)(textOf(texts, language).title, day, manifest.name);
  };
  const translations: Record<string, { subject: string; body: string }> = {};
  for (const language of manifest.languages) if (language !== 'en' && CANCELLATION_TEXT[language]) translations[language] = compose(language);
  const member = await recipient(db, clientId, place.userId);
  const language = shownLanguage(member?.language, manifest);
  const own = CANCELLATION_TEXT[language] ? compose(language) : compose('en');
  const mail = member && !member.deactivated && member.emailNotifications ? { to: member.email, firstName: member.firstName, ...own, language } : null;
  return { userId: place.userId, english: compose('en'), translations, mail };
}

const GREETING: Record<string, (name: string) => string> = { en: (name) => `Hello ${name},`, de: (name) => `Hallo ${name},` };

/**
 * After the take-down committed, through the server's mail adapter (CoreServices.mailer: the outbox or SMTP): a
 * failed mail is logged and never undoes it (the portal notification is there).
 */
async function mailCancellations(ctx: CallContext, { mailer, from }: { readonly mailer: Mailer; readonly from: string }, messages: readonly Cancellation[]): Promise<void> {
  for (const message of messages) {
    if (!message.mail) continue;
    const { to, firstName, subject, body, language } = message.mail;
    const mail: Mail = {
      clientId: memberOf(ctx).clientId,
      userId: message.userId,
      from: clientFrom(ctx.client.manifest.name, from),
      to,
      subject,
      text: `${(GREETING[language] ?? GREETING.en!)(firstName)}\n\n${body}\n\n${ctx.client.manifest.name}`,
      reference: `event-cancelled:${message.userId}`,
    };
    try {
      await mailer.send(mail, ctx.db);
    } catch (error) {
      console.error(`[admin] the cancellation mail to member ${message.userId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * Publishes a draft again as a new item, in one transaction with taking the draft: two racing clicks publish it
 * once. An announcement past its last day, or an event whose start has passed, is refused and stays a draft.
 */
export async function republish(ctx: CallContext, path: string, id: number): Promise<{ kind: ContentDraft['kind']; id: number }> {
  const admin = memberOf(ctx);
  const published = await ctx.db.transaction(async (tx) => {
    const draft = await takeDraft(tx, admin.clientId, id);
    if (!draft) throw new CallError(404, CONTENT_DRAFT_NOT_FOUND);
    const { payload } = draft;
    if (draft.kind === 'article') {
      const row = await insertArticleFor(ctx, tx, { title: draft.title, summary: payload.summary ?? '', body: payload.body ?? '' });
      return { kind: draft.kind, id: row.id };
    }
    if (draft.kind === 'announcement') {
      const expiresOn = payload.expiresOn ?? null;
      if (expiresOn !== null && expiresOn < ctx.now.toISOString().slice(0, 10)) throw new CallError(422, EXPIRY_IN_PAST_MESSAGE);
      const row = await insertAnnouncement(tx, { clientId: admin.clientId, title: draft.title, body: payload.body ?? '', expiresOn, createdBy: admin.userId, publishedAt: ctx.now });
      return { kind: draft.kind, id: row!.id };
    }
    const event = await insertEmployerEvent(ctx, tx, {
      title: draft.title,
      description: payload.description ?? '',
      start_at: payload.startAt ?? '',
      end_at: payload.endAt ?? '',
      capacity: payload.capacity ?? 1,
      is_virtual: payload.isVirtual,
    });
    return { kind: draft.kind, id: event.id };
  });
  await auditAdmin(ctx, admin, path, { action: `${published.kind}.republish`, draftId: id, itemId: published.id });
  return published;
}

export async function deleteDraftFor(ctx: CallContext, path: string, id: number): Promise<void> {
  const admin = memberOf(ctx);
  const draft = await takeDraft(ctx.db, admin.clientId, id);
  if (!draft) throw new CallError(404, CONTENT_DRAFT_NOT_FOUND);
  await auditAdmin(ctx, admin, path, { action: `${draft.kind}-draft.delete`, draftId: id });
}
