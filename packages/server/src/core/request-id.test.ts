import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';

describe('newRequestId', () => {
  it('gives 16 base64url characters, a new value each time across several refills of its pool', () => {
    const ids = Array.from({ length: 1000 }, () => newRequestId());
    for (const id of ids) expect(id).toMatch(/^[\w-]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
