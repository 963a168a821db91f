import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { manifestSchema, suggestRouteName } from './schema';
import { serverSettingsSchema } from './server-schema';
import { validManifest, validServer } from './test-clients';

describe('manifestSchema', () => {
  it('fills the spec defaults: skin 0, currency eur, English, home page home', () => {
    const manifest = v.parse(manifestSchema, validManifest('acme', 10));
    expect(manifest).toMatchObject({
      skin: 0,
      currency: 'eur',
      languages: ['en'],
      defaultLanguage: 'en',
      homePage: 'home',
      chatWidget: null,
      helplineTile: null,
      eap: { active: false },
      appBanners: [],
      features: {
        locationSelector: true,
        settingsLayout: 'standard',
        sideBarHidden: false,
        germanLegalLinks: false,
      },
      signIn: { sso: true, alternativeLogin: false },
      brand: {},
    });
  });

  it('accepts skins 0 to 32 only', () => {
    const withSkin = (skin: number) =>
      v.safeParse(manifestSchema, { ...validManifest('acme', 10), skin }).success;
    expect([0, 9, 10, 12, 13, 32].map(withSkin)).toEqual([true, true, true, true, true, true]);
    expect([-1, 33, 9.5].map(withSkin)).toEqual([false, false, false]);
  });

  it('rejects unknown fields, so a typo never passes silently', () => {
    const result = v.safeParse(manifestSchema, { ...validManifest('acme', 10), skn: 9 });
    expect(result.success).toBe(false);
  });

  it('names a misspelt route and suggests the intended one', () => {
    const result = v.safeParse(manifestSchema, {
      ...validManifest('acme', 10),
      permittedRoutes: ['home', 'setings'],
    });
    expect(result.issues?.[0]?.message).toBe(
      '"setings" is not a known route name (did you mean "settings"?); see packages/manifest/src/routes.ts',
    );
    expect(suggestRouteName('xyzzy-nothing')).toBeUndefined();
  });

  it('checks brand colours are six-digit hex', () => {
    const brand = (action: string) =>
      v.safeParse(manifestSchema, { ...validManifest('acme', 10), brand: { action } }).success;
    expect(brand('#0b4f6c')).toBe(true);
    expect(brand('teal')).toBe(false);
    expect(brand('#fff')).toBe(false);
  });

  it('marks a draft with draft: true, and says so when it is not true or false', () => {
    const parse = (draft: unknown) => v.safeParse(manifestSchema, { ...validManifest('acme', 10), draft });
    expect(v.parse(manifestSchema, { ...validManifest('acme', 10), draft: true }).draft).toBe(true);
    expect(parse(false).success).toBe(true);
    expect(v.parse(manifestSchema, validManifest('acme', 10)).draft).toBeUndefined();
    expect(parse('yes').issues?.[0]?.message).toBe('must be true or false');
  });

  it('allows a local chat widget without an id', () => {
    const chatWidget = { provider: 'local', shutdownOnLogout: true };
    expect(v.safeParse(manifestSchema, { ...validManifest('acme', 10), chatWidget }).success).toBe(true);
  });
});

describe('serverSettingsSchema', () => {
  it('accepts the valid settings and an optional production issuer', () => {
    expect(v.safeParse(serverSettingsSchema, validServer('acme')).success).toBe(true);
    const sso = { issuer: 'https://login.example.com/', audience: 'portal' };
    expect(v.safeParse(serverSettingsSchema, { ...validServer('acme'), sso }).success).toBe(true);
  });

  it('needs at least one access code, a long client secret and an explicit alternative login', () => {
    const bad = (patch: object) =>
      v.safeParse(serverSettingsSchema, { ...validServer('acme'), ...patch }).success;
    expect(bad({ accessCodes: [] })).toBe(false);
    expect(bad({ accessCodes: ['a b'] })).toBe(false);
    expect(bad({ oidc: { clientSecret: 'short' } })).toBe(false);
    const { alternativeLogin: _omitted, ...withoutAlternative } = validServer('acme');
    expect(v.safeParse(serverSettingsSchema, withoutAlternative).success).toBe(false);
  });
});
