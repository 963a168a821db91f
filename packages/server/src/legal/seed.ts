import { LEGAL_KINDS, readLegalTexts, type LegalKind } from '@portal/manifest/legal';
import type { Manifest } from '@portal/manifest/schema';
import type { Db } from '../core/types';
import { saveText } from './repository';
import { markdownToHtml } from './markdown';

/** What the legal texts of a client are made of: its folder's legal/ texts and its manifest's slugs. */
export interface LegalClient {
  readonly id: string;
  readonly dir: string;
  readonly manifest: Pick<Manifest, 'legal'>;
}

const KIND: Record<LegalKind, 'tc' | 'pp'> = { terms: 'tc', privacy: 'pp' };
const FALLBACK_TITLE: Record<LegalKind, string> = { terms: 'Terms and Conditions', privacy: 'Privacy Policy' };

/**
 * Makes the stored legal texts of each client equal to its folder's Markdown (decision 0531): every text under each
 * legal slug of its kind (the German slugs too, which show their German text first). Run at every start, when a
 * development server loads a changed folder, and by `clients:publish`; a text no longer in the folder is kept, as
 * members accepted it.
 */
export async function syncLegalTexts(db: Db, clients: readonly LegalClient[]): Promise<void> {
  for (const client of clients) {
    const { legal } = client.manifest;
    const slugs: Record<LegalKind, (string | undefined)[]> = { terms: [legal.termsSlug, legal.termsSlugDe], privacy: [legal.privacySlug, legal.privacySlugDe] };
    for (const text of readLegalTexts(client.dir)) {
      if (!LEGAL_KINDS.includes(text.kind)) continue;
      const { title, html } = markdownToHtml(text.markdown, FALLBACK_TITLE[text.kind]);
      for (const slug of slugs[text.kind]) {
        if (slug) await saveText(db, { clientId: client.id, slug, kind: KIND[text.kind], language: text.language, title, html });
      }
    }
  }
}
