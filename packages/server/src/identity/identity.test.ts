import { describe, expect, it } from 'vitest';
import { hashAccessCode, verifyAccessCode } from './access-code-hash';

describe('access codes', () => {
  it('are stored as salted scrypt hashes and compared without case', async () => {
    const stored = await hashAccessCode('HARBOUR-2026');
    expect(stored).not.toContain('HARBOUR');
    expect(stored).not.toBe(await hashAccessCode('HARBOUR-2026'));
    expect(await verifyAccessCode(' harbour-2026 ', stored)).toBe(true);
    expect(await verifyAccessCode('HARBOUR-2027', stored)).toBe(false);
    expect(await verifyAccessCode('x', 'garbage')).toBe(false);
  });
});
