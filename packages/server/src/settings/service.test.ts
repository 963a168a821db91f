import { describe, expect, it } from 'vitest';
import { isSupportedLanguage } from './service';

describe('language list', () => {
  it('accepts exactly en, de, fr, it, es, pt, zh and ru', () => {
    for (const lang of ['en', 'de', 'fr', 'it', 'es', 'pt', 'zh', 'ru']) expect(isSupportedLanguage(lang)).toBe(true);
    for (const lang of ['nl', 'EN', '', 'english', 'pl']) expect(isSupportedLanguage(lang)).toBe(false);
  });
});
