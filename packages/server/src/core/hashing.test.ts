import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashAccessCode,
  hashPassword,
  hashSecret,
  verifyAccessCode,
  verifyPassword,
  verifySecret,
} from './hashing';

describe('secret hashes', () => {
  it('are salted scrypt hashes in the scrypt$salt$hash form', async () => {
    const [a, b] = await Promise.all([hashSecret('same'), hashSecret('same')]);
    expect(a).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    const [, salt, hash] = a.split('$');
    const expected = scryptSync('same', Buffer.from(salt!, 'base64url'), 32, {
      N: 16384,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect(hash).toBe(expected.toString('base64url'));
  });

  it('verify only the hashed secret and never a malformed hash', async () => {
    const stored = await hashSecret('right');
    expect(await verifySecret('right', stored)).toBe(true);
    expect(await verifySecret('wrong', stored)).toBe(false);
    expect(await verifySecret('right', 'plain')).toBe(false);
    expect(await verifySecret('right', stored.replace(/^scrypt/, 'bcrypt'))).toBe(false);
    expect(await verifySecret('right', `${stored}$extra`)).toBe(false);
    expect(await verifySecret('right', stored.slice(0, -4))).toBe(false);
  });
});

describe('access codes', () => {
  it('are stored hashed and compared without case or surrounding blanks', async () => {
    const stored = await hashAccessCode('HARBOUR-2026');
    expect(stored).not.toContain('HARBOUR');
    expect(stored).not.toBe(await hashAccessCode('HARBOUR-2026'));
    expect(await verifyAccessCode(' harbour-2026 ', stored)).toBe(true);
    expect(await verifyAccessCode('HARBOUR-2027', stored)).toBe(false);
    expect(await verifyAccessCode('x', 'garbage')).toBe(false);
  });
});

describe('passwords', () => {
  it('verify only the hashed password, case-sensitively, with a salt per hash', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret-pass-1'), hashPassword('Secret-pass-1')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret-pass-1', a)).toBe(true);
    expect(await verifyPassword('secret-pass-1', a)).toBe(false);
    expect(await verifyPassword(' Secret-pass-1', a)).toBe(false);
    expect(await verifyPassword('Secret-pass-1', 'plain')).toBe(false);
  });

  it('match the same password composed or decomposed', async () => {
    const stored = await hashPassword('Caf\u00e9-pass-1');
    expect(await verifyPassword('Cafe\u0301-pass-1', stored)).toBe(true);
  });
});
