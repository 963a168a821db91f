/**
 * clients/<id>/server.json: the server-only settings of a client. Never sent to a browser;
 * a test builds every tenant and searches the browser output for these values.
 */
import * as v from 'valibot';

const secret = (what: string, min: number) =>
  v.pipe(
    v.string(`must be a string`),
    v.minLength(min, `must be at least ${min} characters`),
    v.description(what),
  );

/** An access code a member types when registering: letters, digits and hyphens, compared case-insensitively. */
export const accessCodeSchema = v.pipe(
  v.string('must be a string'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{3,63}$/, 'must be 4 to 64 letters, digits and hyphens'),
);

export const serverSettingsSchema = v.strictObject({
  $schema: v.optional(
    v.pipe(
      v.string(),
      v.description('the JSON Schema editors use: ../../packages/manifest/server.schema.json'),
    ),
  ),
  accessCodes: v.pipe(
    v.array(accessCodeSchema, 'must be a list of access codes'),
    v.minLength(1, 'needs at least one access code'),
    v.description('codes members register with; unique across clients'),
  ),
  oidc: v.pipe(
    v.strictObject({ clientSecret: secret('client secret at the development identity provider', 16) }),
    v.description('the development identity provider (oidc-provider) client of this tenant'),
  ),
  alternativeLogin: v.pipe(
    v.nullable(
      v.strictObject({
        clientIdentifier: secret('the client identifier members type on the alternative login screen', 8),
      }),
    ),
    v.description(
      'the insurer-branded alternative login, or null; needs signIn.alternativeLogin true in the manifest',
    ),
  ),
  sso: v.optional(
    v.pipe(
      v.strictObject({
        issuer: v.pipe(
          v.string('must be a full URL'),
          v.url('must be a full URL'),
          v.description('production OpenID issuer URL'),
        ),
        audience: secret('expected audience (client id) in tokens from that issuer', 1),
      }),
      v.description('a production identity provider; without it the development provider is used'),
    ),
  ),
});

export type ServerSettingsInput = v.InferInput<typeof serverSettingsSchema>;
export type ServerSettings = v.InferOutput<typeof serverSettingsSchema>;
