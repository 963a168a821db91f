import * as v from 'valibot';
import { defineCall } from '../define-call';
import { requestBody } from '../fields';
import { dateTimeText } from '../replies';
import { routesOf } from '../route-names';

/** A contact at the employer a member may turn to (the People team, a wellbeing champion, a first aider). */
export const orgContactSchema = v.object({
  id: v.number(),
  name: v.string(),
  role: v.string(),
  about: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
});
export type OrgContact = v.InferOutput<typeof orgContactSchema>;

/** An announcement the employer admin wrote (Custom Content); `body` is HTML the server sanitised. */
export const orgAnnouncementSchema = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  published_at: v.string(),
});
export type OrgAnnouncement = v.InferOutput<typeof orgAnnouncementSchema>;

/** An article the employer admin published (Custom Content); it opens on the standalone article page. */
export const orgArticleSchema = v.object({
  id: v.number(),
  title: v.string(),
  summary: v.string(),
  published_at: v.string(),
});
export type OrgArticle = v.InferOutput<typeof orgArticleSchema>;

/** One of the employer's coming event dates; `event_date_id` opens the event page. */
export const orgEventSchema = v.object({
  event_date_id: v.number(),
  title: v.string(),
  start: dateTimeText,
  end: dateTimeText,
  online: v.boolean(),
  where: v.nullable(v.string()),
});
export type OrgEvent = v.InferOutput<typeof orgEventSchema>;

/** How many coming event dates the page lists. */
export const MY_ORG_EVENTS = 6;

/**
 * The employer's own page, /my-organisation (issue 10 item 1, decision 0261): its contacts, the announcements
 * and articles its admins wrote, and its next events. The client comes from the session.
 */
export const getMyOrganisation = defineCall({
  path: '/application/api/u/my-org/get-page',
  readOnly: true,
  seed: '001',
  area: 'content',
  auth: 'session',
  routes: routesOf('myOrg'),
  request: requestBody({}),
  response: v.object({
    success: v.boolean(),
    organisation: v.object({ name: v.string() }),
    contacts: v.array(orgContactSchema),
    announcements: v.array(orgAnnouncementSchema),
    articles: v.array(orgArticleSchema),
    events: v.array(orgEventSchema),
  }),
});

/** The my-organisation page's own call (ownCalls). */
export const myOrgOwnCalls = [getMyOrganisation] as const;
