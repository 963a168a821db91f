import { i18n, type Messages } from '@lingui/core';
import type { Language, Manifest } from '@portal/manifest/schema';

/** Languages with a complete catalogue; others fall back to English until they are translated. */
export const CATALOGUE_LANGUAGES = ['en', 'de'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

type CatalogueModule = { messages: Messages };

// One merged chunk per language (the shared catalogue and one per feature folder, lingui.config.ts), so the
// first render waits for a single request; the server preloads the client's default language (decision 0060).
const catalogues: Record<CatalogueLanguage, () => Promise<CatalogueModule>> = {
  en: () => import('./messages-en'),
  de: () => import('./messages-de'),
};

async function loadMessages(language: CatalogueLanguage): Promise<Messages> {
  return (await catalogues[language]()).messages;
}

function hasCatalogue(language: string): language is CatalogueLanguage {
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(language);
}

/** The member's own language when the client offers it, otherwise the client's default language. */
export function pickLanguage(
  manifest: Pick<Manifest, 'languages' | 'defaultLanguage'>,
  memberLanguage?: Language | null,
): Language {
  if (memberLanguage && manifest.languages.includes(memberLanguage)) return memberLanguage;
  return manifest.defaultLanguage;
}

/** The catalogue to load for a language. */
export function catalogueFor(language: Language): CatalogueLanguage {
  return hasCatalogue(language) ? language : 'en';
}

/** Loads and activates the catalogue for a language, and tells the document which language it is in. */
export async function activateLanguage(language: Language): Promise<void> {
  const catalogue = catalogueFor(language);
  if (i18n.locale !== catalogue) {
    const messages = await loadMessages(catalogue);
    i18n.loadAndActivate({ locale: catalogue, messages });
  }
  document.documentElement.lang = catalogue;
}

export { i18n };
