import { describe, expect, it } from 'vitest';
import type { Client } from '../tenancy/clients';
import { providerCopy, providerLanguage } from './provider-copy';

const client = (languages: string[], defaultLanguage: string) => ({ id: 'x', manifest: { languages, defaultLanguage } }) as unknown as Client;

describe('provider pages language', () => {
  it("follows the portal's ui_locales when the client offers it, else the client's default", () => {
    const kontor = client(['de', 'en'], 'de');
    expect(providerLanguage(kontor)).toBe('de');
    expect(providerLanguage(kontor, 'en')).toBe('en');
    expect(providerLanguage(kontor, 'fr-FR en-GB')).toBe('en');
    expect(providerLanguage(kontor, 'fr')).toBe('de');
    expect(providerLanguage(kontor, 42)).toBe('de');
    expect(providerLanguage(client(['en'], 'en'), 'de')).toBe('en');
    expect(providerLanguage(undefined, 'de')).toBe('en');
  });

  it('has German and French words for every English one, and English for an unknown language', () => {
    const en = providerCopy('en');
    for (const language of ['de', 'fr']) {
      const copy = providerCopy(language);
      expect(Object.keys(copy).sort()).toEqual(Object.keys(en).sort());
      expect(copy.signIn).not.toBe(en.signIn);
    }
    expect(providerCopy('de').email).toBe('E-Mail');
    expect(providerCopy('xx')).toBe(en);
  });
});
