import { describe, expect, it } from 'vitest';
import { parsePo, readCatalogues, SAME_IN_GERMAN } from './catalogues';

const key = (entry: { context: string | undefined; id: string }) => `${entry.context ?? ''}\u0004${entry.id}`;

describe('the German catalogues', () => {
  const english = readCatalogues('en');
  const german = readCatalogues('de');

  it('exist for every catalogue in English', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(5);
  });

  for (const [folder, entries] of english) {
    it(`translate every message of ${folder}`, () => {
      const translations = new Map((german.get(folder) ?? []).map((entry) => [key(entry), entry.text]));
      const missing = entries.filter((entry) => !translations.get(key(entry))).map((entry) => entry.id);
      const copied = entries
        .filter((entry) => translations.get(key(entry)) === entry.id && !SAME_IN_GERMAN.has(entry.id))
        .map((entry) => entry.id);
      expect({ missing, copied }).toEqual({ missing: [], copied: [] });
    });
  }

  it('give one message the same German in every folder (the app merges them into one catalogue, so one would win at random)', () => {
    const seen = new Map<string, { folder: string; text: string }>();
    const clashes: string[] = [];
    for (const [folder, entries] of german) {
      for (const entry of entries) {
        const first = seen.get(key(entry));
        if (!first) seen.set(key(entry), { folder, text: entry.text });
        else if (entry.text && first.text && first.text !== entry.text) clashes.push(`${entry.id} (${first.folder}: ${first.text} / ${folder}: ${entry.text})`);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('parsePo', () => {
  it('reads ids, contexts, texts over several lines and escapes, and leaves out the header', () => {
    const entries = parsePo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: de\\n"',
        '',
        '#: src/a.tsx',
        'msgctxt "nav"',
        'msgid "Home"',
        'msgstr "Startseite"',
        '',
        'msgid ""',
        '"Say \\"hi\\" "',
        '"twice"',
        'msgstr ""',
        '',
      ].join('\n'),
    );
    expect(entries).toEqual([
      { context: 'nav', id: 'Home', text: 'Startseite' },
      { context: undefined, id: 'Say "hi" twice', text: '' },
    ]);
  });

  it('fails a catalogue that copies an English sentence or leaves one out', () => {
    const entries = parsePo('msgid "Page not found"\nmsgstr "Page not found"\n\nmsgid "Save"\nmsgstr ""\n');
    expect(entries.filter((entry) => entry.text === entry.id && !SAME_IN_GERMAN.has(entry.id))).toHaveLength(
      1,
    );
    expect(entries.filter((entry) => !entry.text)).toHaveLength(1);
  });
});
