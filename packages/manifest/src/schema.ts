/**
 * The client manifest: everything a client (employer or insurer) configures.
 * Public: it is inlined into the browser. Secrets live in server.json (see server-schema.ts).
 */
import * as v from 'valibot';
import { routeNames } from './routes';

export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'pt', 'zh', 'ru'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const MIN_SKIN = 0;
export const MAX_SKIN = 32;
export const DEFAULT_SKIN = 0;
export const DEFAULT_CURRENCY = 'eur';

const hexColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c'));
const url = v.pipe(v.string(), v.url('must be a full URL'));
const phone = v.pipe(v.string(), v.regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number'));
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens'));
const fileName = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9._-]*\.(svg|png|webp)$/, 'must be a file name in the client folder (.svg, .png or .webp)'),
);

export const routeNameSchema = v.picklist(routeNames as readonly string[] as [string, ...string[]], 'is not a known route name');

export const manifestSchema = v.strictObject({
  $schema: v.optional(v.string()),
  /** folder name and stable identifier, e.g. "northwind" */
  id: slug,
  /** the numeric client id the API calls use (client_id) */
  clientNumber: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.minLength(2)),
  /** host labels that select this client: <subdomain>.example.com, <subdomain>.localhost */
  subdomains: v.pipe(v.array(slug), v.minLength(1, 'needs at least one subdomain')),
  skin: v.optional(v.pipe(v.number(), v.integer(), v.minValue(MIN_SKIN), v.maxValue(MAX_SKIN)), DEFAULT_SKIN),
  logos: v.strictObject({ light: fileName, dark: fileName, alt: v.pipe(v.string(), v.minLength(2)) }),
  permittedRoutes: v.pipe(v.array(routeNameSchema), v.minLength(1)),
  /** route name the member lands on after sign-in */
  homePage: v.optional(routeNameSchema, 'home'),
  appBanners: v.optional(
    v.array(
      v.strictObject({
        platform: v.picklist(['ios', 'android']),
        url,
        text: v.string(),
      }),
    ),
    [],
  ),
  legal: v.strictObject({
    privacySlug: slug,
    termsSlug: slug,
    privacySlugDe: v.optional(slug),
    termsSlugDe: v.optional(slug),
  }),
  chatWidget: v.optional(
    v.nullable(
      v.strictObject({
        provider: v.picklist(['local', 'twilio']),
        id: v.string(),
        shutdownOnLogout: v.boolean(),
      }),
    ),
    null,
  ),
  support: v.strictObject({
    phone: v.strictObject({ uk: v.optional(phone), ie: v.optional(phone), international: v.optional(phone) }),
    email: v.pipe(v.string(), v.email('must be an email address')),
    whatsapp: v.optional(phone),
    sms: v.optional(phone),
  }),
  helplineTile: v.optional(
    v.nullable(v.strictObject({ phone, hours: v.optional(v.string(), '24/7') })),
    null,
  ),
  eap: v.optional(v.strictObject({ active: v.boolean(), phone: v.optional(phone) }), { active: false }),
  currency: v.optional(v.picklist(['eur', 'gbp']), DEFAULT_CURRENCY),
  languages: v.optional(v.pipe(v.array(v.picklist(SUPPORTED_LANGUAGES)), v.minLength(1)), ['en']),
  defaultLanguage: v.optional(v.picklist(SUPPORTED_LANGUAGES), 'en'),
  signIn: v.optional(
    v.strictObject({
      sso: v.boolean(),
      google: v.boolean(),
      microsoft: v.boolean(),
      twoFactor: v.boolean(),
      alternativeLogin: v.boolean(),
    }),
    { sso: true, google: false, microsoft: false, twoFactor: false, alternativeLogin: false },
  ),
  features: v.optional(
    v.strictObject({
      locationSelector: v.optional(v.boolean(), true),
      settingsLayout: v.optional(v.picklist(['standard', 'compact']), 'standard'),
      sideBarHidden: v.optional(v.boolean(), false),
      germanLegalLinks: v.optional(v.boolean(), false),
    }),
    {},
  ),
  /** the client's brand colours: overrides of the semantic action and accent tokens, never of text on surface */
  brand: v.optional(
    v.strictObject({
      action: v.optional(hexColour),
      onAction: v.optional(hexColour),
      accent: v.optional(hexColour),
    }),
    {},
  ),
});

export type ManifestInput = v.InferInput<typeof manifestSchema>;
export type Manifest = v.InferOutput<typeof manifestSchema>;
