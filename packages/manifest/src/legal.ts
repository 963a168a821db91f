/**
 * A client's legal texts live in its folder (decision 0531): clients/<id>/legal/terms.<language>.md and
 * privacy.<language>.md, Markdown, one of each for every language the client offers.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from './load';
import type { Manifest } from './schema';

export const LEGAL_FOLDER = 'legal';
export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

const LEGAL_FILE = /^(terms|privacy)\.([a-z]{2})\.md$/;

/** legal/terms.en.md */
export function legalFile(kind: LegalKind, language: string): string {
  return `${LEGAL_FOLDER}/${kind}.${language}.md`;
}

export interface LegalText {
  readonly kind: LegalKind;
  readonly language: string;
  readonly markdown: string;
}

/** Every legal text in the client folder `dir`, whatever its language. */
export function readLegalTexts(dir: string): LegalText[] {
  const folder = join(dir, LEGAL_FOLDER);
  if (!existsSync(folder)) return [];
  const texts: LegalText[] = [];
  for (const name of readdirSync(folder).sort()) {
    const match = LEGAL_FILE.exec(name);
    if (!match) continue;
    texts.push({ kind: match[1] as LegalKind, language: match[2]!, markdown: readFileSync(join(folder, name), 'utf8') });
  }
  return texts;
}

/** A terms and a privacy text for every language the manifest offers, each with some text in it. */
export function checkLegalTexts(folder: string, dir: string, manifest: Pick<Manifest, 'languages'>): Problem[] {
  const problems: Problem[] = [];
  for (const language of manifest.languages) {
    for (const kind of LEGAL_KINDS) {
      const file = legalFile(kind, language);
      const label = `clients/${folder}/${file}`;
      const path = join(dir, file);
      if (!existsSync(path)) {
        problems.push({ file: label, field: '(file)', message: `is missing: members reading "${language}" (languages) need the ${kind === 'terms' ? 'terms and conditions' : 'privacy policy'} in it, as Markdown` });
      } else if (readFileSync(path, 'utf8').trim() === '') {
        problems.push({ file: label, field: '(file)', message: 'is empty' });
      }
    }
  }
  return problems;
}
