/**
 * The client manifest: everything a client (employer or insurer) configures.
 * Public: it is inlined into the browser. Secrets live in server.json (see server-schema.ts).
 * Descriptions end up in manifest.schema.json, where editors show them while a manifest is edited.
 */
import * as v from 'valibot';
import { routeNames, routes } from './routes';

export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'pt', 'zh', 'ru'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const MIN_SKIN = 0;
export const MAX_SKIN = 32;
export const DEFAULT_SKIN = 0;
export const DEFAULT_CURRENCY = 'eur';
export const CURRENCIES = ['eur', 'gbp'] as const;

const hexColour = v.pipe(
  v.string('must be a colour like #1a2b3c'),
  v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c'),
);
const url = v.pipe(v.string('must be a full URL'), v.url('must be a full URL'));
const phone = v.pipe(
  v.string('must be a phone number'),
  v.regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number'),
);
const slug = v.pipe(
  v.string('must be a string'),
  v.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens'),
);
const fileName = v.pipe(
  v.string('must be a file name'),
  v.regex(
    /^[a-z0-9][a-z0-9._-]*\.(svg|png|webp)$/,
    'must be a file name in the client folder (.svg, .png or .webp)',
  ),
);
const flag = (description: string) => v.pipe(v.boolean('must be true or false'), v.description(description));

/** Small edit distance, to suggest the route name a typo was meant to be. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The name among `names` closest to a misspelt one, if one is close enough to be a likely typo. */
export function closestName(input: string, names: readonly string[]): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const name of names) {
    const score = distance(input.toLowerCase(), name.toLowerCase());
    if (!best || score < best.score) best = { name, score };
  }
  return best && best.score <= Math.max(2, Math.floor(input.length / 4)) ? best.name : undefined;
}

/** `/blood-test` and `blood-test` as `bloodTest`: what people call a page when they do not know its route name. */
const camel = (text: string) => text.replace(/^\/+/, '').replace(/[-/_]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

/**
 * What each route is also called: its path and its area in camel case (randoxKit is the
 * `/blood-test` page, so `bloodTest` and `bloodTst` lead to it).
 */
const ROUTE_ALIASES: ReadonlyArray<readonly [alias: string, name: string]> = routes.flatMap((route) => {
  const words = [route.path, route.area]
    .filter((word): word is string => typeof word === 'string' && /^\/?[a-z][a-z0-9-]*$/i.test(word))
    .map(camel);
  return [...new Set(words)].filter((alias) => alias !== route.name).map((alias) => [alias, route.name] as const);
});

/** The known route name closest to a misspelt one (by name, path or feature), if one is close enough. */
export function suggestRouteName(input: string): string | undefined {
  const byName = closestName(input, routeNames);
  if (byName) return byName;
  const alias = closestName(input, ROUTE_ALIASES.map(([word]) => word));
  return alias ? ROUTE_ALIASES.find(([word]) => word === alias)?.[1] : undefined;
}

export const routeNameSchema = v.picklist(
  routeNames as readonly string[] as [string, ...string[]],
  (issue) => {
    const input = issue.input;
    if (typeof input !== 'string') return `must be a route name, got ${issue.received}`;
    const suggestion = suggestRouteName(input);
    // a suggestion found by the page's path names the path, since its route name looks nothing like the typo
    const path = suggestion && !closestName(input, routeNames) ? routes.find((route) => route.name === suggestion)?.path : null;
    const advice = suggestion ? ` (did you mean "${suggestion}"${path ? `, the ${path} page` : ''}?)` : '';
    return `"${input}" is not a known route name${advice}; see packages/manifest/src/routes.ts`;
  },
);

export const manifestSchema = v.strictObject({
  $schema: v.optional(
    v.pipe(
      v.string(),
      v.description('the JSON Schema editors use: ../../packages/manifest/manifest.schema.json'),
    ),
  ),
  id: v.pipe(slug, v.description('folder name and stable identifier, e.g. "harbour"')),
  draft: v.optional(
    flag(
      'true while the client is being set up: its subdomain answers only to a signed preview link (npm run client:preview -- <id>), and "Unknown client" to everyone else; remove it, or set false, to go live',
    ),
  ),
  clientNumber: v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be 1 or more'),
    v.description('the numeric client id the API calls use (client_id); unique across clients'),
  ),
  numberOfSignups: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(1, 'must be 1 or more'),
      v.description('number_of_signups: the members the employer expects to sign up, shown against sign-ups in Data Analytics'),
    ),
  ),
  name: v.pipe(
    v.string('must be a string'),
    v.minLength(2, 'must be at least 2 characters'),
    v.description('client_name as members see it'),
  ),
  subdomains: v.pipe(
    v.array(slug, 'must be a list of subdomains'),
    v.minLength(1, 'needs at least one subdomain'),
    v.description(
      'host labels that select this client: <subdomain>.example.com, <subdomain>.localhost; unique across clients',
    ),
  ),
  skin: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(MIN_SKIN, `must be ${MIN_SKIN} to ${MAX_SKIN}`),
      v.maxValue(MAX_SKIN, `must be ${MIN_SKIN} to ${MAX_SKIN}`),
      v.description('the skin number (tokens/skins/<n>.json); the spec shows 0, 9, 10, 12 and 13'),
    ),
    DEFAULT_SKIN,
  ),
  logos: v.pipe(
    v.strictObject({
      light: v.pipe(fileName, v.description('logo for light backgrounds, a file in the client folder')),
      dark: v.pipe(
        fileName,
        v.description('logo for dark backgrounds (dark mode), a file in the client folder'),
      ),
      alt: v.pipe(
        v.string('must be a string'),
        v.minLength(2, 'must be at least 2 characters'),
        v.description('text alternative, usually the client name'),
      ),
    }),
    v.description('logo files, served from /client-assets/<id>/<file>'),
  ),
  permittedRoutes: v.pipe(
    v.array(routeNameSchema, 'must be a list of route names'),
    v.minLength(1, 'needs at least one route name'),
    v.description(
      'route names members of this client may reach (packages/manifest/src/routes.ts); public routes are always reachable',
    ),
  ),
  homePage: v.optional(
    v.pipe(routeNameSchema, v.description('route name the member lands on after sign-in; must be permitted')),
    'home',
  ),
  appBanners: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          platform: v.picklist(['ios', 'android'], 'must be "ios" or "android"'),
          url,
          text: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
        }),
        'must be a list of banners',
      ),
      v.description('app-download banners'),
    ),
    [],
  ),
  legal: v.pipe(
    v.strictObject({
      privacySlug: v.pipe(slug, v.description('pp_slug: the privacy policy text to show')),
      termsSlug: v.pipe(slug, v.description('tc_slug: the terms and conditions text to show')),
      privacySlugDe: v.optional(
        v.pipe(slug, v.description('German privacy policy, needed with features.germanLegalLinks')),
      ),
      termsSlugDe: v.optional(
        v.pipe(slug, v.description('German terms, needed with features.germanLegalLinks')),
      ),
    }),
    v.description('legal page slugs'),
  ),
  chatWidget: v.optional(
    v.nullable(
      v.pipe(
        v.strictObject({
          provider: v.picklist(['local', 'twilio'], 'must be "local" or "twilio"'),
          id: v.optional(
            v.pipe(v.string('must be a string'), v.description('conversation service id; needed for twilio')),
          ),
          shutdownOnLogout: flag('shut the widget down when the member logs out (skin 13 does)'),
        }),
        v.description('support chat widget, or null for none'),
      ),
    ),
    null,
  ),
  support: v.pipe(
    v.strictObject({
      phone: v.strictObject({
        uk: v.optional(phone),
        ie: v.optional(phone),
        international: v.optional(phone),
      }),
      email: v.pipe(v.string('must be an email address'), v.email('must be an email address')),
      whatsapp: v.optional(phone),
      sms: v.optional(phone),
    }),
    v.description('support contacts shown to members'),
  ),
  helplineTile: v.optional(
    v.nullable(
      v.pipe(
        v.strictObject({ phone, hours: v.optional(v.string('must be a string'), '24/7') }),
        v.description('the 24/7 helpline tile on home, or null for none'),
      ),
    ),
    null,
  ),
  eap: v.optional(
    v.pipe(
      v.strictObject({
        active: flag('eap_active: the employee assistance programme is offered'),
        phone: v.optional(phone),
      }),
      v.description('employee assistance programme'),
    ),
    { active: false },
  ),
  currency: v.optional(
    v.pipe(v.picklist(CURRENCIES, 'must be "eur" or "gbp"'), v.description('prices of paid events')),
    DEFAULT_CURRENCY,
  ),
  country: v.optional(
    v.pipe(
      v.string('must be a two-letter country code'),
      v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code (ISO 3166-1 alpha-2, e.g. "IE")'),
      v.description("the client's country: the crisis and emergency numbers members see"),
    ),
    'GB',
  ),
  languages: v.optional(
    v.pipe(
      v.array(
        v.picklist(SUPPORTED_LANGUAGES, `must be one of ${SUPPORTED_LANGUAGES.join(', ')}`),
        'must be a list of languages',
      ),
      v.minLength(1, 'needs at least one language'),
      v.description('languages members may choose'),
    ),
    ['en'],
  ),
  defaultLanguage: v.optional(
    v.pipe(
      v.picklist(SUPPORTED_LANGUAGES, `must be one of ${SUPPORTED_LANGUAGES.join(', ')}`),
      v.description('must be one of languages'),
    ),
    'en',
  ),
  signIn: v.optional(
    v.pipe(
      v.strictObject({
        sso: flag('single sign-on through the identity provider'),
        google: flag('google_sso_enabled'),
        microsoft: flag('ms_sso_enabled'),
        twoFactor: flag('two_factor_enabled'),
        alternativeLogin: flag(
          'the insurer-branded alternative login; needs alternativeLogin.clientIdentifier in server.json',
        ),
      }),
      v.description('how members sign in'),
    ),
    { sso: true, google: false, microsoft: false, twoFactor: false, alternativeLogin: false },
  ),
  features: v.optional(
    v.pipe(
      v.strictObject({
        locationSelector: v.optional(flag('the events location selector (client 5191 has none)'), true),
        settingsLayout: v.optional(
          v.picklist(['standard', 'compact'], 'must be "standard" or "compact"'),
          'standard',
        ),
        sideBarHidden: v.optional(flag('hide the side bar links for this client'), false),
        germanLegalLinks: v.optional(
          flag('link the German legal pages; needs legal.privacySlugDe and legal.termsSlugDe'),
          false,
        ),
      }),
      v.description('per-client feature switches'),
    ),
    {},
  ),
  brand: v.optional(
    v.pipe(
      v.strictObject({
        action: v.optional(
          v.pipe(hexColour, v.description('primary action background; onAction text on it needs 4.5:1')),
        ),
        onAction: v.optional(
          v.pipe(
            hexColour,
            v.description('text on the action colour (default: the skin action text colour)'),
          ),
        ),
        accent: v.optional(
          v.pipe(
            hexColour,
            v.description('accent background of chips and tags; the text on it is picked to read at 4.5:1'),
          ),
        ),
      }),
      v.description(
        "the client's brand colours: overrides of the semantic action and accent tokens, never of text on surface",
      ),
    ),
    {},
  ),
});

export type ManifestInput = v.InferInput<typeof manifestSchema>;
export type Manifest = v.InferOutput<typeof manifestSchema>;
