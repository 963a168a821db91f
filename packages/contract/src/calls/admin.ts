import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boolLike, id, intLike, isoDate, nonEmptyString, optionalText, requestBody, yearMonth } from '../fields';
import { SHELL } from '../route-names';

/**
 * The employer admin's calls (issue 14): the portal's own, beyond calls.tsv. Each needs the employer_admin
 * role, which the router checks before the body is read; the client always comes from the session.
 */

export const ACCESS_CODE_NOT_FOUND = 'This access code does not exist.';
export const MEMBER_NOT_FOUND = 'This member does not exist.';
export const OWN_ACCOUNT_MESSAGE = 'You cannot change your own account here.';
export const EXPIRY_IN_PAST_MESSAGE = 'Please choose an expiry date in the future.';
export const ACCESS_CODE_REVOKED_MESSAGE = 'This access code is already revoked.';
/** Employer admin is never granted to a staff account (coach, clinician, support; decision 0460). */
export const STAFF_NOT_ADMIN_MESSAGE = 'Staff accounts (coach, clinician or support) cannot be made employer admins.';

export const adminAccessCodeSchema = v.object({
  id: v.number(),
  label: v.nullable(v.string()),
  created_at: v.string(),
  /** YYYY-MM-DD, the last day the code is accepted; null: no expiry */
  expires_on: v.nullable(v.string()),
  revoked_at: v.nullable(v.string()),
  status: v.picklist(['active', 'expired', 'revoked']),
  /** members who registered with this code */
  signups: v.number(),
});
export type AdminAccessCode = v.InferOutput<typeof adminAccessCodeSchema>;

export const adminMemberSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  employer_admin: v.boolean(),
  /** a staff account (coach, clinician, support): it cannot be made an employer admin */
  staff: v.boolean(),
  active: v.boolean(),
  created_at: v.string(),
});
export type AdminMember = v.InferOutput<typeof adminMemberSchema>;

const ack = v.object({ success: v.boolean() });
const codeWithSecret = v.object({
  success: v.boolean(),
  /** the new code in clear, shown once: only its hash is stored */
  code: v.string(),
  access_code: adminAccessCodeSchema,
});

const expiresOn = v.optional(v.nullable(isoDate()));

/** The client's access codes with their state and sign-ups. */
export const getAccessCodes = defineCall({
  path: '/application/api/u/admin/access-codes',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), access_codes: v.array(adminAccessCodeSchema) }),
});

/** Creates a random code; this reply is the only time it is shown. */
export const createAccessCode = defineCall({
  path: '/application/api/u/admin/access-codes/create',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ label: optionalText(80), expires_on: expiresOn }),
  response: codeWithSecret,
});

/** Replaces a code by a new one with the same label and expiry; the old one is revoked. */
export const rotateAccessCode = defineCall({
  path: '/application/api/u/admin/access-codes/rotate',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ id: id(ACCESS_CODE_NOT_FOUND) }),
  response: codeWithSecret,
});

/** Revokes a code: registration with it is refused from now on. */
export const revokeAccessCode = defineCall({
  path: '/application/api/u/admin/access-codes/revoke',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ id: id(ACCESS_CODE_NOT_FOUND) }),
  response: ack,
});

/** The client's members, newest first, optionally matching a search in name or email. */
export const getAdminMembers = defineCall({
  path: '/application/api/u/admin/members',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ search: optionalText(100) }),
  response: v.object({ success: v.boolean(), members: v.array(adminMemberSchema), total: v.number() }),
});

/** Deactivates a member: every session of theirs ends at once and they cannot sign in again. */
export const deactivateMember = defineCall({
  path: '/application/api/u/admin/members/deactivate',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ member_id: id(MEMBER_NOT_FOUND) }),
  response: ack,
});

/** Grants or removes the employer admin role. */
export const setMemberAdmin = defineCall({
  path: '/application/api/u/admin/members/set-admin',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ member_id: id(MEMBER_NOT_FOUND), employer_admin: boolLike() }),
  response: ack,
});

/** A figure drawn from fewer members than this is withheld (decision 0230). */
export const ANONYMITY_THRESHOLD = 6;
export const ANALYTICS_RANGE_MESSAGE = 'Please choose a first month no later than the last month, at most 24 months apart.';
export const LOCATION_NOT_FOUND = 'This office location does not exist.';

/** The services whose use Data Analytics counts; content views and check-ins are not recorded by the portal yet. */
export const ANALYTICS_SERVICES = [
  'coaching_sessions',
  'clinic_sessions',
  'event_bookings',
  'content_views',
  'check_ins',
  'health_score_assessments',
] as const;
export type AnalyticsService = (typeof ANALYTICS_SERVICES)[number];

/** The Health Score outcome bands (decision 0120), lowest first. */
export const SCORE_BANDS = ['very_low', 'quite_low', 'fair', 'quite_positive', 'very_positive'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** A count, or null when it is drawn from fewer than ANONYMITY_THRESHOLD members and so withheld. */
const figure = v.nullable(v.number());
const monthFigure = v.object({ month: v.string(), value: figure });

export const analyticsSchema = v.object({
  success: v.boolean(),
  /** the first and last month reported, YYYY-MM; only whole months that have ended are reported */
  from: v.string(),
  to: v.string(),
  location_id: v.nullable(v.number()),
  locations: v.array(v.object({ id: v.number(), label: v.string() })),
  min_members: v.number(),
  signups: v.object({
    /** the client's number_of_signups; null: no limit set */
    limit: v.nullable(v.number()),
    /** members signed up by the end of the range: the sum of the figures shown for every month up to it */
    to_date: v.number(),
    by_month: v.array(monthFigure),
  }),
  /** weeks starting on a Monday inside the range and ended before today */
  weekly_active: v.array(v.object({ week: v.string(), value: figure })),
  services: v.array(
    v.object({
      service: v.picklist(ANALYTICS_SERVICES),
      /** false: the portal does not record this yet, so there is nothing to count */
      recorded: v.boolean(),
      /** the sum of the monthly figures shown */
      total: v.number(),
      by_month: v.array(monthFigure),
    }),
  ),
  results: v.array(
    v.object({
      measure: v.picklist(['who5', 'health_score']),
      recorded: v.boolean(),
      bands: v.array(v.object({ band: v.picklist(SCORE_BANDS), value: figure })),
    }),
  ),
});
export type Analytics = v.InferOutput<typeof analyticsSchema>;

/**
 * Anonymous figures of the client's use of the portal, by whole months (and Monday weeks) that have ended; any
 * figure drawn from fewer than six members is withheld, and every total is a sum of figures shown (decision 0230).
 */
export const getAdminAnalytics = defineCall({
  path: '/application/api/u/admin/analytics',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({
    from: yearMonth(),
    to: yearMonth(),
    location_id: v.optional(v.nullable(id(LOCATION_NOT_FOUND))),
  }),
  response: analyticsSchema,
});

export const CUSTOM_ARTICLE_NOT_FOUND = 'This article does not exist.';
export const ARTICLE_BODY_EMPTY_MESSAGE = 'Please write the article: nothing readable is left once unsafe markup is removed.';

export const customArticleSchema = v.object({
  id: v.number(),
  title: v.string(),
  summary: v.string(),
  published_at: v.string(),
});
export type CustomArticle = v.InferOutput<typeof customArticleSchema>;

/** The articles the employer wrote for its own members, newest first. */
export const getCustomArticles = defineCall({
  path: '/application/api/u/admin/articles',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), articles: v.array(customArticleSchema) }),
});

/**
 * Publishes an article to the admin's own members: it joins their content and article pages at once. The body is
 * HTML, sanitised on the server (paragraphs, headings, lists, links, emphasis); what remains is stored.
 */
export const publishCustomArticle = defineCall({
  path: '/application/api/u/admin/articles/publish',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({
    title: nonEmptyString('Please give the article a title.', 120),
    summary: optionalText(300),
    body: nonEmptyString('Please write the article.', 20_000),
  }),
  response: v.object({ success: v.boolean(), article: customArticleSchema }),
});

/** Takes an article of the employer's off its members' pages. */
export const deleteCustomArticle = defineCall({
  path: '/application/api/u/admin/articles/delete',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ id: id(CUSTOM_ARTICLE_NOT_FOUND) }),
  response: ack,
});

export const BRAND_FAILS_CONTRAST_MESSAGE = 'These colours do not pass the contrast check. Please choose the suggested shades or others that pass.';
export const BRAND_VERSION_NOT_LIVE_MESSAGE = 'This version is not the live brand any more. Please reload the page.';
export const BRAND_NOTHING_TO_ROLL_BACK_MESSAGE = 'There is no published brand to roll back.';
export const LOGO_NOT_FOUND_MESSAGE = 'This logo does not exist. Please upload it again.';
export const LOGO_TYPE_MESSAGE = 'Please upload an SVG or PNG image.';
export const LOGO_TOO_LARGE_MESSAGE = 'Please upload a logo of at most 256 kB.';
export const LOGO_UNSAFE_MESSAGE = 'This SVG has nothing left to show once unsafe content is removed.';
/** The largest logo accepted, in bytes. */
export const LOGO_MAX_BYTES = 256 * 1024;
export const SKIN_NOT_OFFERED_MESSAGE = 'Please choose one of the skins offered.';

const hexColour = (message = 'Please enter a colour as #rrggbb.') => v.pipe(v.string(message), v.trim(), v.toLowerCase(), v.regex(/^#[0-9a-f]{6}$/, message));
const skinNumber = v.pipe(v.number(SKIN_NOT_OFFERED_MESSAGE), v.integer(SKIN_NOT_OFFERED_MESSAGE), v.minValue(0, SKIN_NOT_OFFERED_MESSAGE), v.maxValue(32, SKIN_NOT_OFFERED_MESSAGE));
/** A logo the admin uploaded (brand-<n>.svg|png) or one of the client folder's files. */
const logoFile = v.pipe(v.string(LOGO_NOT_FOUND_MESSAGE), v.regex(/^[a-z0-9][a-z0-9._-]{0,80}\.(svg|png|webp)$/, LOGO_NOT_FOUND_MESSAGE));

export const appBannerSchema = v.object({
  platform: v.picklist(['ios', 'android'], 'Please choose iOS or Android.'),
  url: v.pipe(v.string('Please enter the app store address.'), v.trim(), v.maxLength(300, 'Please use at most 300 characters.'), v.regex(/^https:\/\/[^\s]+$/, 'Please enter an address starting with https://.')),
  text: nonEmptyString('Please enter the banner text.', 80),
});

export const brandSettingsSchema = v.object({
  skin: v.number(),
  /** #rrggbb: the action colour (buttons, links) and the accent colour (chips, tags) */
  action: v.string(),
  accent: v.string(),
  logo_light: v.string(),
  logo_dark: v.string(),
  app_banners: v.array(v.object({ platform: v.picklist(['ios', 'android']), url: v.string(), text: v.string() })),
});
export type BrandSettings = v.InferOutput<typeof brandSettingsSchema>;

const contrastFailureSchema = v.object({ pair: v.string(), ratio: v.number(), required: v.number(), suggestion: v.nullable(v.string()) });
const brandCheckSchema = v.object({
  passes: v.boolean(),
  failures: v.array(contrastFailureSchema),
  /** the nearest passing shade of each brand colour that fails; null when it passes */
  suggestions: v.object({ action: v.nullable(v.string()), accent: v.nullable(v.string()) }),
});

export const brandVersionSchema = v.object({
  version: v.number(),
  published_at: v.string(),
  published_by: v.string(),
  rolled_back_at: v.nullable(v.string()),
  live: v.boolean(),
  settings: brandSettingsSchema,
});
export type BrandVersion = v.InferOutput<typeof brandVersionSchema>;

/** The live brand (the latest publish not rolled back, else the client's manifest), the manifest's own and every version. */
export const getBranding = defineCall({
  path: '/application/api/u/admin/branding',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({
    success: v.boolean(),
    skins: v.array(v.number()),
    live: brandSettingsSchema,
    /** null: members see the client's manifest */
    live_version: v.nullable(v.number()),
    manifest: brandSettingsSchema,
    versions: v.array(brandVersionSchema),
  }),
});

const brandColoursRequest = { skin: skinNumber, action: hexColour(), accent: hexColour() };

/** The contrast gate of clients:check for colours being chosen, and the CSS variables of a preview in them. */
export const checkBrand = defineCall({
  path: '/application/api/u/admin/branding/check',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody(brandColoursRequest),
  response: v.object({ success: v.boolean(), check: brandCheckSchema, variables: v.record(v.string(), v.string()) }),
});

/** Stores a logo for a later publish: an SVG is sanitised, a PNG is checked by its content; the reply names its file. */
export const uploadBrandLogo = defineCall({
  path: '/application/api/u/admin/branding/logo',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({
    /** the file, base64-encoded */
    data: v.pipe(v.string(LOGO_TYPE_MESSAGE), v.maxLength(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, LOGO_TOO_LARGE_MESSAGE), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, LOGO_TYPE_MESSAGE)),
  }),
  response: v.object({ success: v.boolean(), file: v.string() }),
});

/** Publishes a brand: members see it on their next page load. Refused when a colour pair fails the contrast gate. */
export const publishBrand = defineCall({
  path: '/application/api/u/admin/branding/publish',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({
    ...brandColoursRequest,
    logo_light: logoFile,
    logo_dark: logoFile,
    app_banners: v.pipe(v.array(appBannerSchema, 'Please send a list of banners.'), v.maxLength(2, 'Please add at most one banner per platform.')),
  }),
  response: v.object({ success: v.boolean(), version: v.number() }),
});

/** Rolls back the live version: members see the version before it (or the manifest's brand) on their next page load. */
export const rollbackBrand = defineCall({
  path: '/application/api/u/admin/branding/rollback',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ version: id(BRAND_VERSION_NOT_LIVE_MESSAGE) }),
  response: ack,
});

export const ANNOUNCEMENT_NOT_FOUND = 'This announcement does not exist.';
export const ANNOUNCEMENT_BODY_EMPTY_MESSAGE = 'Please write the announcement: nothing readable is left once unsafe markup is removed.';

export const announcementSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** sanitised HTML */
  body: v.string(),
  published_at: v.string(),
  /** YYYY-MM-DD, the last day it is shown; null: until taken down */
  expires_on: v.nullable(v.string()),
});
export type Announcement = v.InferOutput<typeof announcementSchema>;

/** Every announcement the employer published, newest first, expired ones included. */
export const getAdminAnnouncements = defineCall({
  path: '/application/api/u/admin/announcements',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), announcements: v.array(announcementSchema) }),
});

/** Publishes an announcement to the admin's own members (home, content and events pages); the body is sanitised HTML. */
export const publishAnnouncement = defineCall({
  path: '/application/api/u/admin/announcements/publish',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({
    title: nonEmptyString('Please give the announcement a title.', 120),
    body: nonEmptyString('Please write the announcement.', 5000),
    expires_on: expiresOn,
  }),
  response: v.object({ success: v.boolean(), announcement: announcementSchema }),
});

/** Takes an announcement off its members' pages. */
export const deleteAnnouncement = defineCall({
  path: '/application/api/u/admin/announcements/delete',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ id: id(ANNOUNCEMENT_NOT_FOUND) }),
  response: ack,
});

/** The announcements a member's employer shows now (not expired), newest first. */
export const getAnnouncements = defineCall({
  path: '/application/api/u/announcements',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), announcements: v.array(announcementSchema) }),
});

export const EMPLOYER_EVENT_TIMES_MESSAGE = 'Please choose an end after the start, and a start in the future.';

export const employerEventSchema = v.object({
  id: v.number(),
  date_id: v.number(),
  title: v.string(),
  start_at: v.string(),
  end_at: v.string(),
  capacity: v.number(),
  booked: v.number(),
  is_virtual: v.boolean(),
  /** members on the waiting list (a take-down cancels their places too) */
  waiting: v.number(),
});
export type EmployerEvent = v.InferOutput<typeof employerEventSchema>;

/** The events the employer created, soonest first. */
export const getEmployerEvents = defineCall({
  path: '/application/api/u/admin/events',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), events: v.array(employerEventSchema) }),
});

/** Creates an event for the admin's own members, bookable on their events page like any corporate event. */
export const createEmployerEvent = defineCall({
  path: '/application/api/u/admin/events/create',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({
    title: nonEmptyString('Please give the event a title.', 120),
    description: nonEmptyString('Please describe the event.', 2000),
    /** ISO date-times; the end after the start */
    start_at: v.pipe(v.string(EMPLOYER_EVENT_TIMES_MESSAGE), v.isoTimestamp(EMPLOYER_EVENT_TIMES_MESSAGE)),
    end_at: v.pipe(v.string(EMPLOYER_EVENT_TIMES_MESSAGE), v.isoTimestamp(EMPLOYER_EVENT_TIMES_MESSAGE)),
    capacity: v.pipe(intLike('Please enter the number of places.'), v.minValue(1, 'Please offer between 1 and 10000 places.'), v.maxValue(10_000, 'Please offer between 1 and 10000 places.')),
    is_virtual: v.optional(boolLike(), false),
  }),
  response: v.object({ success: v.boolean(), event: employerEventSchema }),
});

export const EMPLOYER_EVENT_NOT_FOUND = 'This event does not exist.';
export const CONTENT_DRAFT_NOT_FOUND = 'This draft does not exist.';

/**
 * An article, announcement or event the employer took down (unpublished): its members no longer see it, and the
 * admin may publish it again (a new item with the same words) or delete it for good.
 */
export const contentDraftSchema = v.object({
  id: v.number(),
  kind: v.picklist(['article', 'announcement', 'event']),
  title: v.string(),
  unpublished_at: v.string(),
  /** events: the start it had */
  start_at: v.nullable(v.string()),
});
export type ContentDraft = v.InferOutput<typeof contentDraftSchema>;

const adminCall = { seed: '000', area: 'admin', auth: 'session', role: 'employer_admin', routes: SHELL } as const;
const draftReply = v.object({ success: v.boolean(), draft: contentDraftSchema });

/** The employer's unpublished items, most recently taken down first. */
export const getContentDrafts = defineCall({
  ...adminCall,
  path: '/application/api/u/admin/drafts',
  readOnly: true,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), drafts: v.array(contentDraftSchema) }),
});

/** Takes an article off its members' pages at once and keeps it as a draft. */
export const unpublishCustomArticle = defineCall({
  ...adminCall,
  path: '/application/api/u/admin/articles/unpublish',
  request: requestBody({ id: id(CUSTOM_ARTICLE_NOT_FOUND) }),
  response: draftReply,
});

/** Takes an announcement off its members' pages at once and keeps it as a draft. */
export const unpublishAnnouncement = defineCall({
  ...adminCall,
  path: '/application/api/u/admin/announcements/unpublish',
  request: requestBody({ id: id(ANNOUNCEMENT_NOT_FOUND) }),
  response: draftReply,
});

/**
 * Takes an event off its members' events pages at once and keeps it as a draft: every booking and waiting-list
 * place on it is cancelled, and each of those members is told (a notification and an email).
 */
export const unpublishEmployerEvent = defineCall({
  ...adminCall,
  path: '/application/api/u/admin/events/unpublish',
  request: requestBody({ id: id(EMPLOYER_EVENT_NOT_FOUND) }),
  response: v.object({ success: v.boolean(), draft: contentDraftSchema, cancelled: v.number() }),
});

/** Deletes an event for good; its bookings and waiting-list places are cancelled and their members told. */
export const deleteEmployerEvent = defineCall({
  ...adminCall,
  path: '/application/api/u/admin/events/delete',
  request: requestBody({ id: id(EMPLOYER_EVENT_NOT_FOUND) }),
  response: v.object({ success: v.boolean(), cancelled: v.number() }),
});

/** Publishes a draft again: its members see it at once, as a new item (an event needs its start still ahead). */
export const republishDraft = defineCall({
  ...adminCall,
  path: '/application/api/u/admin/drafts/republish',
  request: requestBody({ id: id(CONTENT_DRAFT_NOT_FOUND) }),
  response: v.object({ success: v.boolean(), kind: v.picklist(['article', 'announcement', 'event']), id: v.number() }),
});

/** Deletes a draft for good. */
export const deleteDraft = defineCall({
  ...adminCall,
  path: '/application/api/u/admin/drafts/delete',
  request: requestBody({ id: id(CONTENT_DRAFT_NOT_FOUND) }),
  response: ack,
});

/** How many audit entries the admin's audit log shows (and its export holds), newest first. */
export const AUDIT_LOG_LIMIT = 200;

const auditPersonSchema = v.object({ id: v.number(), name: v.nullable(v.string()) });

/**
 * One entry of the admin's audit log (decision 0460): an admin's change, or what support staff did in a login-as.
 * `member` is whose account it concerns, `acting` the staff who acted for them in a login-as (null: the member
 * acted themselves). What a member's portal call changed is not shown to their employer, only that staff made one.
 */
export const auditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  event: v.picklist(['admin.action', 'login-as', 'login-as.end', 'login-as.refused', 'login-as.call', 'login-as.other']),
  /** an admin change's name (access-code.create, member.admin-grant, ...); null for the others */
  action: v.nullable(v.string()),
  outcome: v.picklist(['success', 'failure', 'refused']),
  member: v.nullable(auditPersonSchema),
  acting: v.nullable(auditPersonSchema),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** The client's audit log for its employer admin: admin changes and support staff's login-as, newest first. */
export const getAuditLog = defineCall({
  path: '/application/api/u/admin/audit-log',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), entries: v.array(auditEntrySchema) }),
});

/** Every admin call, for the router (ownCalls) and the test that walks them all as an ordinary member. */
export const adminCalls = [
  getAccessCodes,
  createAccessCode,
  rotateAccessCode,
  revokeAccessCode,
  getAdminMembers,
  deactivateMember,
  setMemberAdmin,
  getAdminAnalytics,
  getCustomArticles,
  publishCustomArticle,
  deleteCustomArticle,
  getBranding,
  checkBrand,
  uploadBrandLogo,
  publishBrand,
  rollbackBrand,
  getAdminAnnouncements,
  publishAnnouncement,
  deleteAnnouncement,
  getEmployerEvents,
  createEmployerEvent,
  getContentDrafts,
  unpublishCustomArticle,
  unpublishAnnouncement,
  unpublishEmployerEvent,
  deleteEmployerEvent,
  republishDraft,
  deleteDraft,
  getAuditLog,
] as const;

/** The employer's content as its members read it (no role). */
export const employerContentCalls = [getAnnouncements] as const;
