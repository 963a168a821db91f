import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('allow inline style only with the nonce and add the issuer to connect-src and form-action', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', issuerOrigin: 'http://localhost:3000' });
    expect(csp).toContain("style-src 'self' 'nonce-abc'");
    expect(csp).toContain("connect-src 'self' http://localhost:3000");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(csp).not.toContain('unsafe');
  });
  it('send HSTS only over TLS', () => {
    expect(securityHeaders({ tls: false })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ tls: true })['Strict-Transport-Security']).toContain('max-age');
  });
});
