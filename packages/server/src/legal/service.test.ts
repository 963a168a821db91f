import { describe, expect, it } from 'vitest';
import type { LegalTextRow } from './repository';
import { pickText, slugLanguage } from './service';

const row = (language: string): LegalTextRow => ({
  id: 1,
  clientId: 'kontor',
  slug: 'kontor-datenschutz',
  kind: 'pp',
  language,
  title: language,
  html: '<p>…</p>',
  updatedAt: new Date(),
});

describe('legal text language', () => {
  it('prefers the asked language, then the next preferences, then English', () => {
    const rows = [row('en'), row('de')];
    expect(pickText(rows, ['de'])?.language).toBe('de');
    expect(pickText(rows, [undefined, null, 'de'])?.language).toBe('de');
    expect(pickText(rows, ['fr'])?.language).toBe('en');
    expect(pickText([], ['en'])).toBeUndefined();
  });

  it("reads the manifest's German slugs as German documents", () => {
    const legal = { privacySlug: 'p', termsSlug: 't', privacySlugDe: 'p-de', termsSlugDe: 't-de' };
    expect(slugLanguage(legal, 'p-de')).toBe('de');
    expect(slugLanguage(legal, 't-de')).toBe('de');
    expect(slugLanguage(legal, 'p')).toBeNull();
  });
});
