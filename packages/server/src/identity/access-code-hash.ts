import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
// N=2^14 keeps a registration check around 20 ms while making a stolen table costly to brute-force.
const OPTIONS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(normaliseAccessCode(code), salt, KEY_LENGTH, OPTIONS, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Access codes compare case-insensitively and without surrounding blanks (manifest server-schema). */
export function normaliseAccessCode(code: string): string {
  return code.trim().toUpperCase();
}

/** `scrypt$<salt>$<hash>`, both base64url. */
export async function hashAccessCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(code, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyAccessCode(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(code, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
