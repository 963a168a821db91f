import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('allow inline style only with the nonce and add the issuer to connect-src and form-action', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', issuerOrigin: 'http://localhost:3000' });
    expect(csp).toContain("style-src 'self' 'nonce-abc'");
    expect(csp).toContain("connect-src 'self' http://localhost:3000");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    // scripts may not eval or run inline, and WebAssembly compiles only where a page asks (decision 0467)
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("script-src 'self';");
  });
  it("let a page's one inline script run with the nonce only where the page asks (decision 0390)", () => {
    expect(contentSecurityPolicy({ nonce: 'abc', scriptNonce: 'abc' })).toContain("script-src 'self' 'nonce-abc';");
    expect(contentSecurityPolicy({ nonce: 'abc' })).toContain("script-src 'self';");
  });
  it("compile WebAssembly only for the page that asks (the meeting room's, decision 0467), and take workers from our files only", () => {
    expect(contentSecurityPolicy({ wasm: true })).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(contentSecurityPolicy({ nonce: 'abc', scriptNonce: 'abc', wasm: true })).toContain("script-src 'self' 'nonce-abc' 'wasm-unsafe-eval';");
    for (const csp of [contentSecurityPolicy({}), contentSecurityPolicy({ wasm: true })]) {
      expect(csp).toContain("worker-src 'self';");
      expect(csp).not.toMatch(/worker-src[^;]*(blob:|data:)/);
      expect(csp).not.toMatch(/media-src[^;]*data:/);
    }
  });
  it('let the map fetch from a configured style origin only, and from no other host without one', () => {
    const csp = contentSecurityPolicy({ mapOrigin: 'https://tiles.example.com' });
    expect(csp).toContain("connect-src 'self' https://tiles.example.com");
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.com");
    expect(contentSecurityPolicy({})).toContain("connect-src 'self';");
  });
  it('send HSTS only over TLS', () => {
    expect(securityHeaders({ tls: false })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ tls: true })['Strict-Transport-Security']).toContain('max-age');
  });
});
