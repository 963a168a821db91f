import { EVENTS_DAYS_LIMIT } from '@portal/contract/calls/events';
import { MY_ORG_EVENTS, type OrgAnnouncement, type OrgArticle, type OrgContact, type OrgEvent } from '@portal/contract/calls/my-org';
import * as customContent from '../admin/public';
import { memberLanguage } from '../core/member-settings';
import { memberOf, type CallContext } from '../core/types';
import * as events from '../events/public';
import { dateTimeText, textOf } from '../events/public';
import { listLocations } from '../locations/public';
import { listContacts } from './repository';

const DAY_MS = 86_400_000;

/** /my-organisation: the member's employer's contacts, announcements, articles and next events, all of the session's client. */
export async function myOrganisation(ctx: CallContext) {
  const member = memberOf(ctx);
  const { db, now } = ctx;
  const [language, contacts, articles, announcements, dates, offices] = await Promise.all([
    memberLanguage(db, member, ctx.client.manifest),
    listContacts(db, member.clientId),
    customContent.listCustomArticles(db, member.clientId),
    customContent.listAnnouncements(db, member.clientId, now),
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
      (row): OrgAnnouncement => ({ id: row.id, title: row.title, body: row.body, published_at: row.publishedAt.toISOString() }),
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
