import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boolLike, id, isoDate, nonEmptyString, optionalText, requestBody, yearMonth } from '../fields';
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
] as const;
