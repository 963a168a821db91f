import type { SeedContext, SeedManifest } from '../db/seed-context';
import { upsertText } from './repository';
import { privacyPolicy, termsAndConditions } from './seed-texts';

async function seedClientTexts(ctx: SeedContext, manifest: SeedManifest): Promise<void> {
  const org = { name: manifest.name, email: manifest.support.email };
  const slugs = [
    { slug: manifest.legal.privacySlug, kind: 'pp' as const },
    { slug: manifest.legal.termsSlug, kind: 'tc' as const },
    { slug: manifest.legal.privacySlugDe, kind: 'pp' as const },
    { slug: manifest.legal.termsSlugDe, kind: 'tc' as const },
  ];
  for (const { slug, kind } of slugs) {
    if (!slug) continue;
    for (const language of ['en', 'de'] as const) {
      const text = kind === 'pp' ? privacyPolicy(org, language) : termsAndConditions(org, language);
      await upsertText(ctx.db, { clientId: manifest.id, slug, kind, language, title: text.title, html: text.html });
    }
  }
}

/** Every client's privacy policy and terms, in English and German, under each of its legal slugs. */
export async function seedLegalTexts(ctx: SeedContext): Promise<void> {
  for (const manifest of ctx.clients) await seedClientTexts(ctx, manifest);
}
