import { EVENTS_DAYS_LIMIT } from '@portal/contract/calls/events';
import { MY_ORG_EVENTS, type OrgAnnouncement, type OrgArticle, type OrgContact, type OrgEvent } from '@portal/contract/calls/my-org';
import * as customContent from '../admin/custom-content-repository';
import { memberLanguage } from '../core/member-settings';
import { memberOf, type CallContext, type Db } from '../core/types';
import * as events from '../events/repository';
import { dateTimeText, textOf } from '../events/service';
import { listLocations } from '../locations/repository';
import { listContacts } from './repository';

const DAY_MS = 86_400_000;

/** An announcement row as the admin domain's Custom Content keeps it (decision 0261). */
interface AnnouncementRow {
  readonly id: number;
  readonly title: string;
  readonly body?: string;
  readonly bodyHtml?: string;
  readonly publishedAt?: Date | string;
  readonly createdAt?: Date | string;
}
type ListAnnouncements = (db: Db, clientId: string, now: Date) => Promise<readonly AnnouncementRow[]>;

/**
 * The admin domain's `listAnnouncements(db, clientId, now)` (Custom Content's announcements, published and
 * current, newest first), looked up by name: the employer-admin work adds it beside the articles, and this page
 * shows none until it is there.
 */
const listAnnouncements = (customContent as Record<string, unknown>).listAnnouncements as ListAnnouncements | undefined;

function isoOf(value: Date | string | undefined): string {
  if (value instanceof Date) return value.toISOString();
  return value ?? new Date(0).toISOString();
}

/** /my-organisation: the member's employer's contacts, announcements, articles and next events, all of the session's client. */
export async function myOrganisation(ctx: CallContext) {
  const member = memberOf(ctx);
  const { db, now } = ctx;
  const [language, contacts, articles, announcements, dates, offices] = await Promise.all([
    memberLanguage(db, member, ctx.client.manifest),
    listContacts(db, member.clientId),
    customContent.listCustomArticles(db, member.clientId),
    listAnnouncements ? listAnnouncements(db, member.clientId, now) : Promise.resolve([]),
    events.listDates(db, member.clientId, now, new Date(now.getTime() + EVENTS_DAYS_LIMIT * DAY_MS)),
    listLocations(db, member.clientId),
  ]);
  const shown = language.shown;
  return {
    organisation: { name: ctx.client.manifest.name },
    contacts: contacts.map((row): OrgContact => {
      const text = row.texts[shown] ?? row.texts.en ?? { role: '', about: '' };
      return { id: row.id, name: row.name, role: text.role, about: text.about, email: row.email, phone: row.phone };
    }),
    announcements: announcements.map(
      (row): OrgAnnouncement => ({ id: row.id, title: row.title, body: row.body ?? row.bodyHtml ?? '', published_at: isoOf(row.publishedAt ?? row.createdAt) }),
    ),
    articles: articles.map((row): OrgArticle => ({ id: row.id, title: row.title, summary: row.summary, published_at: row.publishedAt.toISOString() })),
    events: dates
      .filter(({ event }) => event.type !== 'webinar')
      .slice(0, MY_ORG_EVENTS)
      .map(({ date, event }): OrgEvent => {
        const where = offices.filter((office) => event.locationIds.includes(office.id)).map((office) => office.label);
        return {
          event_date_id: date.id,
          title: textOf(event.texts, shown).title,
          start: dateTimeText(date.startAt),
          end: dateTimeText(date.endAt),
          online: event.isVirtual === 1,
          where: event.isVirtual ? null : where.join(', ') || null,
        };
      }),
  };
}
