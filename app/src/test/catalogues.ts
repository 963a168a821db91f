/**
 * Reads the app's lingui catalogues from disk (node only): the unit test over the translations and the
 * end-to-end pass over kontor's pages use the same list of what a member can read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One message: its id, the context when it has one, and its text in the catalogue's language. */
export interface CatalogueEntry {
  readonly context: string | undefined;
  readonly id: string;
  readonly text: string;
}

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function unquote(line: string): string {
  const body = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'));
  return body.replace(/\\(["\\nt])/g, (_m, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
}

/** The entries of one .po file, the header left out. */
export function parsePo(source: string): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  let current: { context?: string; id?: string; text?: string } = {};
  let field: 'context' | 'id' | 'text' | undefined;
  const flush = () => {
    if (current.id) entries.push({ context: current.context, id: current.id, text: current.text ?? '' });
    current = {};
    field = undefined;
  };
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgctxt ')) {
      flush();
      field = 'context';
      current.context = unquote(line);
    } else if (line.startsWith('msgid ')) {
      if (current.id !== undefined) flush();
      field = 'id';
      current.id = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      field = 'text';
      current.text = unquote(line);
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? '') + unquote(line);
    } else if (line === '') {
      flush();
    }
  }
  flush();
  return entries;
}

/** Every catalogue of the app by its folder (`src` for the shared one, the feature's name, or
 * `components/<name>` for a shared component folder's), in `locale`. */
export function readCatalogues(locale: 'en' | 'de'): Map<string, CatalogueEntry[]> {
  const catalogues = new Map<string, CatalogueEntry[]>();
  catalogues.set('src', parsePo(readFileSync(path.join(srcRoot, 'locales', locale, 'messages.po'), 'utf8')));
  for (const feature of readdirSync(path.join(srcRoot, 'features'))) {
    try {
      const file = readFileSync(path.join(srcRoot, 'features', feature, 'locales', `${locale}.po`), 'utf8');
      catalogues.set(feature, parsePo(file));
    } catch {
      // a feature folder without strings has no catalogue
    }
  }
  // a shared component folder with a catalogue of its own (decision 0850), by `components/<name>`
  for (const component of readdirSync(path.join(srcRoot, 'components'), { withFileTypes: true })) {
    if (!component.isDirectory()) continue;
    try {
      const file = readFileSync(path.join(srcRoot, 'components', component.name, 'locales', `${locale}.po`), 'utf8');
      catalogues.set(`components/${component.name}`, parsePo(file));
    } catch {
      // a component folder without strings has no catalogue
    }
  }
  return catalogues;
}

/**
 * Words German shares with English, so their German entry may repeat the English one. Anything else whose
 * German equals its English is an untranslated sentence.
 */
export const SAME_IN_GERMAN: ReadonlySet<string> = new Set(['(optional)', 'optional', 'Admin', 'Alias', 'Challenges', 'Chat', 'Chats', 'Check-in', 'Check-ins', 'Coaching', 'Coach:', 'Coaches', 'IE:', 'LIVE', 'Name', 'OK', 'Online', 'Player: {0}', 'Podcast', 'Status', 'Status: {0}', 'Team {0}', 'Teams', 'UK:', 'Video', 'Videos', '{0} km', '{label}, {title}']);

/** The English text of a message: lingui's source catalogue leaves msgstr empty when it equals the id. */
export function englishText(entry: CatalogueEntry): string {
  return entry.text || entry.id;
}
