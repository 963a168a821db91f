import * as v from 'valibot';
import { defineCall } from '../define-call';
import { LANGUAGES, email, nonEmptyString, optionalText, requestBody } from '../fields';
import { ackReplySchema, count } from '../replies';
import { SHELL } from '../route-names';
import { adultDobSchema } from '../rules';

/** The error text of a registration with an unknown access code; the page shows 'This is not a valid code'. */
export const ACCESS_CODE_NOT_RECOGNISED = 'Access code not recognised';

/** A client id: the manifest id (e.g. "northwind") or a legacy numeric id. */
export const clientIdSchema = v.union([v.string(), v.number()]);

/** Support contacts of a member (seed 002 section 3); every entry may be absent. */
export const supportContactsSchema = v.object({
  phone: v.optional(
    v.object({
      uk: v.optional(v.string()),
      ie: v.optional(v.string()),
      international: v.optional(v.string()),
    }),
  ),
  email: v.optional(
    v.object({ uk: v.optional(v.string()), ie: v.optional(v.string()), default: v.optional(v.string()) }),
  ),
  whatsapp: v.optional(v.object({ uk: v.optional(v.string()) })),
  sms: v.optional(v.object({ uk: v.optional(v.string()) })),
});
export type SupportContacts = v.InferOutput<typeof supportContactsSchema>;

export const courseProgressSchema = v.object({
  channel: v.string(),
  id: v.union([v.number(), v.string()]),
  percent: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});

/**
 * The signed-in member as the browser keeps it (seed 000 section 3, session/user state and User).
 * Never a token or secret: the session is an HttpOnly cookie.
 */
export const sessionUserSchema = v.object({
  user_id: v.pipe(v.number(), v.integer()),
  username: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  user_role: v.picklist(['cl', 'admin']),
  user_client_id: clientIdSchema,
  language: v.picklist(LANGUAGES),
  /** route name of the member's landing page, usually "home" */
  home_page: v.string(),
  support_contacts: supportContactsSchema,
  eligibilities: v.array(v.string()),
  pp_accepted: v.boolean(),
  tc_accepted: v.boolean(),
  cookies_accepted: v.optional(v.boolean()),
  user_pp_slug: v.string(),
  user_tc_slug: v.string(),
  employer_admin: v.boolean(),
  /** when the session started, in milliseconds since the epoch (the 1440-minute maximum counts from it) */
  login_time: v.number(),
  sso_id: v.optional(v.nullable(v.string())),
  up_domain: v.optional(v.string()),
  v3_ready: v.optional(v.boolean()),
  access_code_user: v.optional(v.boolean()),
  insights_completed: v.optional(v.boolean()),
  /** whether the member has a coach assigned */
  coach: v.optional(v.boolean()),
  client_member_level: v.optional(v.nullable(v.string())),
  image_url: v.optional(v.nullable(v.string())),
  country: v.optional(v.nullable(v.string())),
  course_progress: v.optional(v.array(courseProgressSchema)),
  therapy: v.optional(
    v.nullable(
      v.object({
        area: v.nullable(v.string()),
        age_group: v.nullable(v.string()),
        membership_id: v.nullable(v.string()),
      }),
    ),
  ),
  unread_notifications: v.optional(count),
  /** support staff acting as this member (login-as): the banner on every page names them */
  signed_in_by: v.optional(v.object({ user_id: v.pipe(v.number(), v.integer()), name: v.string() })),
  /** a support staff identity: /login-as is theirs */
  support_staff: v.optional(v.boolean()),
  /** the staff roles of a staff identity (coach, clinician, support): their workspaces ask only for what each allows */
  staff_roles: v.optional(v.array(v.picklist(['coach', 'clinician', 'support']))),
});
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

const ssoIdentity = {
  email: email(),
  sso_id: nonEmptyString('The sign-in identity is missing. Please sign in again.', 256),
  /** the identity provider's token; the server verifies it through its adapter and never stores it */
  token: nonEmptyString('The sign-in token is missing. Please sign in again.', 8192),
};

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const authMemberCall = { seed: '000', area: 'auth', auth: 'session', routes: SHELL } as const;
const authPublicCall = { seed: '000', area: 'auth', auth: 'public', routes: SHELL } as const;

/** Signs the member out and ends the server-held session. */
export const logout = defineCall({
  path: '/application/api/u/user/logout',
  ...authMemberCall,
  request: requestBody({}),
  response: v.object({
    ...ackReplySchema.entries,
    /**
     * The ID token the member signed in with, when the server kept one for this session: the page hands it to
     * the identity provider's end-session endpoint (RP-initiated logout), so the provider's session ends too.
     */
    id_token_hint: v.optional(v.string()),
  }),
});

/**
 * The member of the session cookie (the portal's own call beyond calls.tsv, decision 0050): a new tab, a shared
 * link or a reload restores the member from the server session, without the identity provider. 3994 without one.
 */
export const getSession = defineCall({
  path: '/application/api/u/user/session',
  // it reads the member and their session, nothing more: every page load asks it, and a call that may write makes
  // the router drop the member's kept values in every process whenever a cached table was written meanwhile
  readOnly: true,
  ...authMemberCall,
  request: requestBody({}),
  response: v.object({
    success: v.optional(v.boolean()),
    user: sessionUserSchema,
  }),
});

/** After single sign-on: signs in an existing member, or tells the page to show the registration form. */
export const ssoPreCheck = defineCall({
  path: '/application/api/u/user/axa-sso-web-pre-check',
  ...authPublicCall,
  request: requestBody(ssoIdentity),
  response: v.object({
    success: v.optional(v.boolean()),
    user_exist: v.boolean(),
    user: v.optional(sessionUserSchema),
  }),
});

/** Registers a member with an employer's access code (held in `access_token`) and signs them in. */
export const ssoRegister = defineCall({
  path: '/application/api/u/user/axa-sso-web',
  ...authPublicCall,
  request: requestBody({
    ...ssoIdentity,
    first_name: nonEmptyString('Please enter your first name.', 100),
    last_name: nonEmptyString('Please enter your last name.', 100),
    dob: adultDobSchema,
    access_token: nonEmptyString('Please enter your access code.', 100),
    /** optional; a blank value counts as not given */
    membership_number: optionalText(64),
  }),
  response: v.object({
    success: v.boolean(),
    user: v.optional(sessionUserSchema),
    /** ACCESS_CODE_NOT_RECOGNISED, or another text shown under 'Something went wrong.' */
    error: v.optional(v.string()),
  }),
});

/** The insurer variant's hidden sign-in with an email and a client identifier. */
export const alternativeLogin = defineCall({
  path: '/application/api/u/sapphire/alternative/alternative-login',
  seed: '003',
  area: 'auth',
  auth: 'public',
  routes: SHELL,
  request: requestBody({
    email: email(),
    client_id: nonEmptyString('Please enter your client identifier.', 200),
  }),
  response: v.object({
    success: v.boolean(),
    user: v.optional(sessionUserSchema),
    err: v.optional(v.string()),
  }),
});
