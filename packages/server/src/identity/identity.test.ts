import { describe, expect, it } from 'vitest';
import { hashAccessCode, verifyAccessCode } from './access-code-hash';
import { RateLimiter } from './rate-limit';

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

describe('rate limiter', () => {
  it('allows max attempts per key within the window, then refuses until it resets', () => {
    const limiter = new RateLimiter(5, 1000);
    const results = Array.from({ length: 6 }, () => limiter.take(['a'], 0));
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(limiter.take(['b'], 0)).toBe(true);
    expect(limiter.take(['a'], 1000)).toBe(true);
  });
});
