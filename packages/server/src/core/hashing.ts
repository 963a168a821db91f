import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
// N=2^14: about 20 ms a check, which keeps registration and password checks quick while making a stolen
// table costly to brute-force. Access codes and passwords share it, so one table of costs holds.
const OPTIONS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const SCHEME = 'scrypt';

function derive(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, OPTIONS, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A salted scrypt hash of an already normalised secret: `scrypt$<salt>$<hash>`, both base64url. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt);
  return `${SCHEME}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether a normalised secret matches a stored hash; a malformed hash never matches. Constant time. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash, ...rest] = stored.split('$');
  if (scheme !== SCHEME || !salt || !hash || rest.length > 0) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Access codes compare case-insensitively and without surrounding blanks (manifest server-schema). */
export function normaliseAccessCode(code: string): string {
  return code.trim().toUpperCase();
}

export function hashAccessCode(code: string): Promise<string> {
  return hashSecret(normaliseAccessCode(code));
}

export function verifyAccessCode(code: string, stored: string): Promise<boolean> {
  return verifySecret(normaliseAccessCode(code), stored);
}

// The same password typed on two keyboards can arrive composed or decomposed; NFC makes them one.
function normalisePassword(password: string): string {
  return password.normalize('NFC');
}

export function hashPassword(password: string): Promise<string> {
  return hashSecret(normalisePassword(password));
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verifySecret(normalisePassword(password), stored);
}
