import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const ORIGIN = 'http://harbour.localhost:3000';

describe('safeReturnPath', () => {
  it('keeps a path of this portal with its query and hash', () => {
    expect(safeReturnPath('/events/12?tab=dates#book', ORIGIN)).toBe('/events/12?tab=dates#book');
    expect(safeReturnPath('/account-settings', ORIGIN)).toBe('/account-settings');
  });

  it('refuses anything that could leave the portal (no open redirect)', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'http://harbour.localhost:3000/events',
      'events',
      '/\tevil',
      '/\nevil',
      ' /events',
    ]) {
      expect(safeReturnPath(value, ORIGIN), value).toBeNull();
    }
  });

  it('keeps an encoded path on this origin as a path', () => {
    expect(safeReturnPath('/%0d%0aLocation:evil', ORIGIN)).toBe('/%0d%0aLocation:evil');
  });

  it('refuses the sign-in pages, the bare home and what is not a string', () => {
    expect(safeReturnPath('/login', ORIGIN)).toBeNull();
    expect(safeReturnPath('/login?x=1', ORIGIN)).toBeNull();
    expect(safeReturnPath('/sso-redirect?code=abc', ORIGIN)).toBeNull();
    expect(safeReturnPath('/', ORIGIN)).toBeNull();
    expect(safeReturnPath(undefined, ORIGIN)).toBeNull();
    expect(safeReturnPath({ pathname: '/events' }, ORIGIN)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`, ORIGIN)).toBeNull();
  });

  it('keeps a path that only looks like a sign-in page', () => {
    expect(safeReturnPath('/login-help', ORIGIN)).toBe('/login-help');
  });
});
