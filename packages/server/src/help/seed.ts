import { crisisLinesFor } from '@portal/contract/emergency-contacts';
import type { SeedContext, SeedManifest } from '../db/seed-context';
import { upsertItem } from './repository';
import { HELP_ARTICLES, HELP_FAQS, type HelpEntry } from './seed-texts';

function fill(text: string, manifest: SeedManifest): string {
  const lines = crisisLinesFor(manifest.country);
  return text
    .replaceAll('{org}', manifest.name)
    .replaceAll('{email}', manifest.support.email)
    .replaceAll('{emergency}', lines.emergency)
    .replaceAll('{crisisService}', lines.service)
    .replaceAll('{crisis}', lines.crisis);
}

async function seedEntries(
  ctx: SeedContext,
  manifest: SeedManifest,
  type: 'faq' | 'article',
  entries: readonly HelpEntry[],
) {
  for (const [position, entry] of entries.entries()) {
    await upsertItem(ctx.db, {
      clientId: manifest.id,
      slug: `${manifest.id}:${type}:${entry.key}`,
      type,
      category: entry.category,
      title: fill(entry.title, manifest),
      body: fill(entry.body, manifest),
      translations: {
        de: {
          category: entry.de.category,
          title: fill(entry.de.title, manifest),
          body: fill(entry.de.body, manifest),
        },
      },
      position,
    });
  }
}

/** Every client's own help centre, FAQs and help articles, in English and German. */
export async function seedHelp(ctx: SeedContext): Promise<void> {
  for (const manifest of ctx.clients) {
    await seedEntries(ctx, manifest, 'faq', HELP_FAQS);
    await seedEntries(ctx, manifest, 'article', HELP_ARTICLES);
  }
}
