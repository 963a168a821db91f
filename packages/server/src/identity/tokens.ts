import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

export interface IdentityClaims {
  readonly sub: string;
  readonly email: string | null;
  readonly givenName: string | null;
  readonly familyName: string | null;
}

/** Checks an ID token's signature (through the issuer's JWKS), issuer, audience and lifetime. */
export interface TokenVerifier {
  verify(token: string, expected: { readonly issuer: string; readonly audience: string }): Promise<IdentityClaims>;
}

export class InvalidTokenError extends Error {}

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

/**
 * A verifier for the configured issuers. `localKeys` are the development provider's public keys, used
 * in process so a sign-in never waits on an HTTP call to ourselves; other issuers are reached by JWKS URL
 * or by OpenID discovery.
 */
export function createTokenVerifier(options: {
  readonly localIssuer?: string;
  readonly localKeys?: JSONWebKeySet;
  readonly jwksUrl?: string | null;
}): TokenVerifier {
  const keySets = new Map<string, Promise<JWTVerifyGetKey>>();
  if (options.localIssuer && options.localKeys) {
    keySets.set(options.localIssuer, Promise.resolve(createLocalJWKSet(options.localKeys)));
  }
  const keysFor = (issuer: string): Promise<JWTVerifyGetKey> => {
    let keys = keySets.get(issuer);
    if (!keys) {
      keys = (async () => {
        if (options.jwksUrl) return createRemoteJWKSet(new URL(options.jwksUrl));
        const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
        if (!response.ok) throw new InvalidTokenError(`discovery of ${issuer} failed: HTTP ${response.status}`);
        const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
        if (!jwksUri) throw new InvalidTokenError(`${issuer} publishes no jwks_uri`);
        return createRemoteJWKSet(new URL(jwksUri));
      })();
      keys.catch(() => keySets.delete(issuer));
      keySets.set(issuer, keys);
    }
    return keys;
  };
  return {
    async verify(token, expected) {
      try {
        const { payload } = await jwtVerify(token, await keysFor(expected.issuer), {
          issuer: expected.issuer,
          audience: expected.audience,
          algorithms: ALGORITHMS,
          clockTolerance: 30,
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new InvalidTokenError('token has no subject');
        const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
        return { sub: payload.sub, email: text(payload.email), givenName: text(payload.given_name), familyName: text(payload.family_name) };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError(error instanceof Error ? error.message : 'token rejected');
      }
    },
  };
}
