import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

type Env = Record<string, string | undefined>;

/** The development key: fine offline, refused in production (a key everybody can read protects nothing). */
const DEV_SECRET = 'portal-development-fitness-token-key';
export const FITNESS_KEY_MISSING_MESSAGE = 'Set FITNESS_TOKEN_KEY (32 bytes, base64) to store fitness tokens in production.';
export const FITNESS_KEY_INVALID_MESSAGE = 'FITNESS_TOKEN_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32).';

/** The server's secret for fitness tokens: FITNESS_TOKEN_KEY, or the development default outside production. */
export function fitnessSecret(env: Env = process.env): Buffer {
  const text = env.FITNESS_TOKEN_KEY?.trim();
  if (text) {
    const key = Buffer.from(text, 'base64');
    if (key.length !== 32) throw new Error(FITNESS_KEY_INVALID_MESSAGE);
    return key;
  }
  if (env.NODE_ENV === 'production') throw new Error(FITNESS_KEY_MISSING_MESSAGE);
  return createHash('sha256').update(DEV_SECRET).digest();
}

/** A key for one purpose, derived from the secret, so the state's key never encrypts and the reverse. */
export function purposeKey(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`fitness:${purpose}`).digest();
}

/**
 * Encrypts a provider token for the database: AES-256-GCM with a fresh 12-byte IV, the member's client and id as
 * associated data (a token copied to another member's row does not open), as `v1.<iv>.<ciphertext+tag>`.
 */
export function sealToken(secret: Buffer, plain: string, owner: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', purposeKey(secret, 'tokens'), iv);
  cipher.setAAD(Buffer.from(owner));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** Opens a sealed token; throws when the key, the owner or the bytes differ. */
export function openToken(secret: Buffer, sealed: string, owner: string): string {
  const [version, ivText, bodyText] = sealed.split('.');
  if (version !== 'v1' || !ivText || !bodyText) throw new Error('not a sealed fitness token');
  const body = Buffer.from(bodyText, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', purposeKey(secret, 'tokens'), Buffer.from(ivText, 'base64url'));
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(body.subarray(body.length - 16));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
}

/** How long a connection may take from the connect button to the provider's return. */
export const STATE_TTL_MS = 30 * 60_000;

const mac = (secret: Buffer, text: string) => createHmac('sha256', purposeKey(secret, 'state')).update(text).digest('base64url').slice(0, 32);

/**
 * The OAuth `state`: a nonce and an expiry, signed together with the session id, so only the session that asked
 * may finish the connection, within STATE_TTL_MS. Nothing is stored.
 */
export function newState(secret: Buffer, sessionId: string, now: Date): string {
  const nonce = randomBytes(12).toString('base64url');
  const expires = Math.floor((now.getTime() + STATE_TTL_MS) / 1000);
  return `${nonce}.${expires}.${mac(secret, `${sessionId}.${nonce}.${expires}`)}`;
}

export function stateMatches(secret: Buffer, state: string, sessionId: string, now: Date): boolean {
  const [nonce, expiresText, signature] = state.split('.');
  if (!nonce || !expiresText || !signature || !/^\d+$/.test(expiresText)) return false;
  if (Number(expiresText) * 1000 < now.getTime()) return false;
  const expected = Buffer.from(mac(secret, `${sessionId}.${nonce}.${expiresText}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
