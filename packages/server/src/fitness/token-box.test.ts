import { describe, expect, it } from 'vitest';
import { FITNESS_KEY_INVALID_MESSAGE, FITNESS_KEY_MISSING_MESSAGE, fitnessSecret, newState, openToken, sealToken, stateMatches, STATE_TTL_MS } from './token-box';

const secret = fitnessSecret({});
const now = new Date('2026-12-01T10:00:00Z');

describe('tokens at rest', () => {
  it('are sealed with AES-GCM: not readable, different each time, and open only for their owner and key', () => {
    const sealed = sealToken(secret, 'access-token-1', 'harbour:7');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('access-token-1');
    expect(sealToken(secret, 'access-token-1', 'harbour:7')).not.toBe(sealed);
    expect(openToken(secret, sealed, 'harbour:7')).toBe('access-token-1');
    expect(() => openToken(secret, sealed, 'harbour:8')).toThrow();
    expect(() => openToken(fitnessSecret({ FITNESS_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64') }), sealed, 'harbour:7')).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => openToken(secret, tampered, 'harbour:7')).toThrow();
  });

  it('need a 32-byte key in production', () => {
    expect(() => fitnessSecret({ NODE_ENV: 'production' })).toThrow(FITNESS_KEY_MISSING_MESSAGE);
    expect(() => fitnessSecret({ FITNESS_TOKEN_KEY: 'c2hvcnQ=' })).toThrow(FITNESS_KEY_INVALID_MESSAGE);
    expect(fitnessSecret({ NODE_ENV: 'production', FITNESS_TOKEN_KEY: Buffer.alloc(32, 3).toString('base64') })).toHaveLength(32);
  });
});

describe('the OAuth state', () => {
  it('matches only the session that asked, until it expires', () => {
    const state = newState(secret, 'session-a', now);
    expect(stateMatches(secret, state, 'session-a', now)).toBe(true);
    expect(stateMatches(secret, state, 'session-b', now)).toBe(false);
    expect(stateMatches(secret, state, 'session-a', new Date(now.getTime() + STATE_TTL_MS + 1000))).toBe(false);
    expect(stateMatches(secret, `${state}x`, 'session-a', now)).toBe(false);
    expect(stateMatches(secret, 'garbage', 'session-a', now)).toBe(false);
  });
});
