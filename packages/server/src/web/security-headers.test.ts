import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('allow inline style only with the nonce and add the issuer to connect-src and form-action', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', issuerOrigin: 'http://localhost:3000' });
    expect(csp).toContain("style-src 'self' 'nonce-abc'");
    expect(csp).toContain("connect-src 'self' http://localhost:3000");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    // WebAssembly may compile (the meeting room's background effects, decision 0310); scripts may not eval or run inline
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });
  it("let a page's one inline script run with the nonce only where the page asks (decision 0390)", () => {
    expect(contentSecurityPolicy({ nonce: 'abc', scriptNonce: 'abc' })).toContain("script-src 'self' 'nonce-abc' 'wasm-unsafe-eval';");
    expect(contentSecurityPolicy({ nonce: 'abc' })).toContain("script-src 'self' 'wasm-unsafe-eval';");
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
