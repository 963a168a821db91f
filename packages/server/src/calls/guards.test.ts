import { describe, expect, it } from 'vitest';
import { UPLOAD_PATH, contentTypeRefusal, crossSiteRefusal, isOwnOrigin, roleRefusal } from './guards';

const OWN = 'http://harbour.localhost:3000';
const CALL = '/application/api/u/my-list/create';

describe('call guards', () => {
  it('lets JSON through to calls and multipart to the upload only', () => {
    expect(contentTypeRefusal(CALL, 'application/json')).toBeNull();
    expect(contentTypeRefusal(CALL, 'Application/JSON; charset=utf-8')).toBeNull();
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', undefined, '']) {
      expect(contentTypeRefusal(CALL, type)?.status, String(type)).toBe(415);
    }
    expect(contentTypeRefusal(UPLOAD_PATH, 'multipart/form-data; boundary=x')).toBeNull();
    expect(contentTypeRefusal(UPLOAD_PATH, 'application/json')?.status).toBe(415);
  });

  it("refuses another origin, a sibling subdomain and the browser's cross-site and same-site marks", () => {
    const refused = [
      { origin: 'http://lumen.localhost:3000', secFetchSite: undefined },
      { origin: 'null', secFetchSite: undefined },
      { origin: 'http://harbour.localhost:3001', secFetchSite: undefined },
      { origin: undefined, secFetchSite: 'same-site' },
      { origin: undefined, secFetchSite: 'cross-site' },
      { origin: OWN, secFetchSite: 'same-site' },
    ];
    for (const source of refused) expect(crossSiteRefusal(source, OWN, false)?.status, JSON.stringify(source)).toBe(403);
    expect(crossSiteRefusal({ origin: OWN, secFetchSite: 'same-origin' }, OWN, false)).toBeNull();
    expect(crossSiteRefusal({ origin: undefined, secFetchSite: undefined }, OWN, false)).toBeNull();
  });

  it('asks the upload for proof of its origin', () => {
    expect(crossSiteRefusal({ origin: undefined, secFetchSite: undefined }, OWN, true)?.status).toBe(403);
    expect(crossSiteRefusal({ origin: OWN, secFetchSite: undefined }, OWN, true)).toBeNull();
    expect(crossSiteRefusal({ origin: undefined, secFetchSite: 'same-origin' }, OWN, true)).toBeNull();
  });

  it('takes the https origin of the same host as the own one behind an untrusted TLS proxy, never the reverse', () => {
    expect(isOwnOrigin('https://harbour.localhost:3000', OWN)).toBe(true);
    expect(isOwnOrigin('http://harbour.localhost:3000', 'https://harbour.localhost:3000')).toBe(false);
    expect(isOwnOrigin('https://harbour.localhost:3000.evil.example', OWN)).toBe(false);
  });

  it('refuses a member without the call role', () => {
    expect(roleRefusal({}, [])).toBeNull();
    expect(roleRefusal({ role: 'coach' }, ['coach'])).toBeNull();
    expect(roleRefusal({ role: 'coach' }, ['employer_admin', 'clinician'])?.status).toBe(403);
    expect(roleRefusal({ role: 'employer_admin' }, [])?.message).toBe('You do not have access to this.');
  });
});
