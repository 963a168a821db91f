import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0520: an api/ file is named for its subject, a noun (`appointments.ts`: getAppointments, useAppointments,
// cancelBooking), never for one of its calls (`get-appointments.ts`), so a second call of the subject joins the
// file its first one is in.
const src = resolve(import.meta.dirname, '..');
const VERBS = new Set(
  'accept add answer book cancel check complete create delete end fetch find get join leave list load mark open order post pre publish put record register remove request reset restart revoke rotate save search send set sign start submit toggle touch track update upload use'.split(' '),
);

function apiFiles(): string[] {
  const features = readdirSync(join(src, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const folders = [join(src, 'api'), ...features.map((feature) => join(src, 'features', feature.name, 'api'))];
  return folders.flatMap((folder) => {
    try {
      return readdirSync(folder).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file)).map((file) => join(folder, file).slice(src.length + 1));
    } catch {
      return [];
    }
  });
}

describe('api/ files', () => {
  it('are named for their subject in kebab-case nouns, never for a call (get-x.ts)', () => {
    const files = apiFiles();
    expect(files.length).toBeGreaterThan(40);
    const wrong = files.filter((path) => {
      const name = path.split('/').pop()!.replace(/\.tsx?$/, '');
      return !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || VERBS.has(name.split('-')[0]!);
    });
    expect(wrong, 'name the file for its subject: features/<area>/api/<noun>.ts (decision 0520)').toEqual([]);
  });
});
