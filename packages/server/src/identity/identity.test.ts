import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows max attempts per key within the window, then refuses until it resets', () => {
    const limiter = new RateLimiter(5, 1000);
    const results = Array.from({ length: 6 }, () => limiter.take(['a'], 0));
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(limiter.take(['b'], 0)).toBe(true);
    expect(limiter.take(['a'], 1000)).toBe(true);
  });
});
