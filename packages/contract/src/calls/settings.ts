import * as v from 'valibot';
import { defineCall } from '../define-call';
import { email, language, nonEmptyString, requestBody } from '../fields';
import { ackReplySchema, count } from '../replies';
import { SHELL, routesOf } from '../route-names';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, passwordSchema } from '../rules';

const text = v.optional(v.nullable(v.string()));

/** The member's profile (seed 000 section 3, User profile); every field may be empty. */
export const userProfileSchema = v.object({
  image_url: text,
  bio: text,
  dob: text,
  gender: text,
  phone: text,
  education_level: text,
  place_of_birth: text,
  relationship_status: text,
  dependants: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  employment_status: text,
  job_type: text,
  occupation: text,
  address: text,
  city: text,
  county: text,
  postal_code: text,
  disability: v.optional(v.nullable(v.union([v.string(), v.boolean()]))),
  disability_specify: text,
  next_of_the_kin_full_name: text,
  next_of_the_kin_phone: text,
  gp_name: text,
  gp_phone: text,
});
export type UserProfile = v.InferOutput<typeof userProfileSchema>;

export const userSettingsSchema = v.object({
  email_notifications: v.boolean(),
  push_notifications: v.boolean(),
  inactive_pushes_sent: count,
});
export type UserSettings = v.InferOutput<typeof userSettingsSchema>;

/** Saves the member's language. */
export const setUserLanguage = defineCall({
  path: '/application/api/u/settings/set-user-language',
  seed: '000',
  area: 'settings',
  auth: 'session',
  routes: SHELL,
  request: requestBody({ lang: language() }),
  response: ackReplySchema,
});

/** The member's profile and notification settings. */
export const getUserProfile = defineCall({
  path: '/application/api/u/user/get-user-profile',
  readOnly: true,
  seed: '001',
  area: 'settings',
  auth: 'session',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({
    success: v.optional(v.boolean()),
    user_profile: userProfileSchema,
    user_settings: userSettingsSchema,
  }),
});

const SETTINGS_ROUTES = routesOf('settings', 'accountSettings');

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const settingsCall = { seed: '001', area: 'settings', auth: 'session', routes: SETTINGS_ROUTES } as const;

/** Checks the current password before the new-password form; the auth_key authorises the reset. */
export const checkPassword = defineCall({
  path: '/application/api-hc/check-password',
  ...settingsCall,
  request: requestBody({ password: nonEmptyString('Please enter your current password.', 256) }),
  response: v.object({
    success: v.optional(v.boolean()),
    valid: v.boolean(),
    auth_key: v.optional(v.string()),
  }),
});

/** Sets a new password after check-password granted an auth_key. */
export const resetPassword = defineCall({
  path: '/application/api-hc/reset-password',
  ...settingsCall,
  request: v.pipe(
    requestBody({
      email: email(),
      auth_key: nonEmptyString('Please confirm your current password first.', 512),
      password: passwordSchema(),
      password_repeat: v.string(PASSWORDS_DO_NOT_MATCH_MESSAGE),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['password_repeat']],
        (input) => input.password === input.password_repeat,
        PASSWORDS_DO_NOT_MATCH_MESSAGE,
      ),
      ['password_repeat'],
    ),
  ),
  response: v.object({
    success: v.optional(v.boolean()),
    password_changed: v.boolean(),
    err: v.optional(v.string()),
  }),
});
