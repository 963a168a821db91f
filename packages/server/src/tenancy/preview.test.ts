import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREVIEW_SECRET_FILE, cookieValue, previewSecretOf, signPreviewToken, verifyPreviewToken } from './preview';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = new Date('2026-12-01T12:00:00Z');
const IN_AN_HOUR = new Date(NOW.getTime() + 3_600_000);

describe('preview tokens', () => {
  it('verifies a token it signed, for its client, until it expires', () => {
    const token = signPreviewToken(SECRET, 'blue-river', IN_AN_HOUR);
    expect(verifyPreviewToken(SECRET, token, 'blue-river', NOW)).toEqual({ ok: true, clientId: 'blue-river', expiresAt: IN_AN_HOUR });
  });

  it('refuses a token signed with another secret', () => {
    const token = signPreviewToken('another-secret-that-is-long-enough-too', 'blue-river', IN_AN_HOUR);
    expect(verifyPreviewToken(SECRET, token, 'blue-river', NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token whose client or expiry was changed after signing', () => {
    const token = signPreviewToken(SECRET, 'blue-river', IN_AN_HOUR);
    const [version, , expires, mac] = token.split('.');
    expect(verifyPreviewToken(SECRET, `${version}.lumen.${expires}.${mac}`, 'lumen', NOW)).toEqual({ ok: false, reason: 'signature' });
    const later = String(Number(expires) + 86_400);
    expect(verifyPreviewToken(SECRET, `${version}.blue-river.${later}.${mac}`, 'blue-river', NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a valid token of one client at another client', () => {
    const token = signPreviewToken(SECRET, 'blue-river', IN_AN_HOUR);
    expect(verifyPreviewToken(SECRET, token, 'lumen', NOW)).toEqual({ ok: false, reason: 'other-client' });
  });

  it('refuses a token from the second it expires', () => {
    const token = signPreviewToken(SECRET, 'blue-river', IN_AN_HOUR);
    expect(verifyPreviewToken(SECRET, token, 'blue-river', new Date(IN_AN_HOUR.getTime() - 1000)).ok).toBe(true);
    expect(verifyPreviewToken(SECRET, token, 'blue-river', IN_AN_HOUR)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses anything that is not a token', () => {
    for (const token of [undefined, '', 'v1', 'v1.blue-river.1.x', 'v2.blue-river.1.' + 'a'.repeat(43), 'v1.Blue.1.' + 'a'.repeat(43), 'x'.repeat(500)]) {
      expect(verifyPreviewToken(SECRET, token, 'blue-river', NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('reads one cookie of a Cookie header', () => {
    expect(cookieValue('a=1; portal_preview=v1.x.2.y; b=3', 'portal_preview')).toBe('v1.x.2.y');
    expect(cookieValue('xportal_preview=1', 'portal_preview')).toBeUndefined();
    expect(cookieValue(undefined, 'portal_preview')).toBeUndefined();
  });
});

describe('the preview secret', () => {
  it('is PREVIEW_SECRET when set', () => {
    expect(previewSecretOf({ previewSecret: SECRET, env: 'production', dataDir: '/nonexistent' })).toBe(SECRET);
  });

  it('is none in production without PREVIEW_SECRET, so no draft can be previewed', () => {
    expect(previewSecretOf({ previewSecret: null, env: 'production', dataDir: '/nonexistent' })).toBeNull();
  });

  it('is made once in development and kept in the data directory, so the command and the server agree', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'preview-secret-'));
    try {
      const first = previewSecretOf({ previewSecret: null, env: 'development', dataDir });
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(readFileSync(path.join(dataDir, PREVIEW_SECRET_FILE), 'utf8').trim()).toBe(first);
      expect(previewSecretOf({ previewSecret: null, env: 'development', dataDir })).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
