import { i18n, type Messages } from '@lingui/core';
import type { Language, Manifest } from '@portal/manifest/schema';

/** Languages with a complete catalogue; others fall back to English until they are translated. */
export const CATALOGUE_LANGUAGES = ['en', 'de'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

type CatalogueModule = { messages: Messages };
type CatalogueLoader = () => Promise<CatalogueModule>;

/**
 * Messages per route (issue 34, decision 0650): the shared catalogue (src/locales: the app's frame, components and
 * lib) comes with every page, and each feature folder's catalogue (src/features/<area>/locales), like a shared
 * component folder's (src/components/<name>/locales, area `components/<name>`), is its own chunk per
 * language, loaded when the feature's code is: the build adds `needsMessages('<area>')` to every module of a
 * feature folder that has messages (app/vite-portal-plugins.ts, `portalCatalogues`), so a page's chunk asks for
 * exactly the catalogues of the features it contains, and the page map preloads them with it.
 */
const SHARED = import.meta.glob<CatalogueModule>('../locales/*/messages.po');
const FEATURES = import.meta.glob<CatalogueModule>('../features/*/locales/*.po');
/** A shared component folder with words of its own (src/components/<name>/locales): its area is `components/<name>`. */
const COMPONENTS = import.meta.glob<CatalogueModule>('../components/*/locales/*.po');

const sharedLoader = (language: CatalogueLanguage): CatalogueLoader | undefined => SHARED[`../locales/${language}/messages.po`];
const featureLoader = (language: CatalogueLanguage, area: string): CatalogueLoader | undefined =>
  area.startsWith('components/') ? COMPONENTS[`../${area}/locales/${language}.po`] : FEATURES[`../features/${area}/locales/${language}.po`];

/** The feature folders whose code this page has loaded (null stands for the shared catalogue, always needed). */
const areas = new Set<string | null>([null]);
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The language being switched to (or shown): new features' catalogues load in it, and in the one still shown. */
let target: CatalogueLanguage | null = null;

/** The languages a feature's catalogue is needed in now: the one shown and the one being switched to. */
function languagesNow(): CatalogueLanguage[] {
  const shown = i18n.locale as CatalogueLanguage | undefined;
  return [...new Set([shown, target])].filter((language): language is CatalogueLanguage => language !== undefined && language !== null && hasCatalogue(language));
}

const keyOf = (language: CatalogueLanguage, area: string | null) => `${language}:${area ?? ''}`;

function load(language: CatalogueLanguage, area: string | null): Promise<void> {
  const key = keyOf(language, area);
  let done = loading.get(key);
  if (!done) {
    const loader = area === null ? sharedLoader(language) : featureLoader(language, area);
    done = (loader ? loader() : Promise.resolve<CatalogueModule>({ messages: {} })).then(
      ({ messages }) => {
        i18n.load(language, messages);
        loaded.add(key);
      },
      (error: unknown) => {
        // a failed chunk (a flaky network, a deployment replaced) is asked for again by the next page
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, done);
  }
  return done;
}

/**
 * Called by the code of a feature folder as it is evaluated (the build adds the call): its catalogue starts loading
 * in the page's language at once, and `messagesReady` waits for it.
 */
export function needsMessages(area: string): void {
  if (areas.has(area)) return;
  areas.add(area);
  for (const language of languagesNow()) void load(language, area).catch(() => undefined);
}

/**
 * Resolves when every catalogue the code loaded so far needs is in, in the page's language; null when it already
 * is (so a page whose catalogues are here renders without waiting another turn).
 */
export function messagesReady(): Promise<void> | null {
  const missing = languagesNow().flatMap((language) =>
    [...areas].filter((area) => !loaded.has(keyOf(language, area))).map((area) => load(language, area)),
  );
  if (missing.length === 0) return null;
  // a catalogue's arrival can bring no new code, but a language switch meanwhile can: look again
  return Promise.all(missing).then(() => messagesReady() ?? undefined);
}

/** A lazily loaded module, resolved once the catalogues of the features it brought are in (the pages, the frame). */
export function withMessages<T>(module: Promise<T>): Promise<T> {
  return module.then((value) => {
    const ready = messagesReady();
    return ready ? ready.then(() => value) : value;
  });
}

/**
 * Every catalogue of a language, whatever code has loaded: the server's first views (which render any page) and
 * the unit tests and stories, which import features directly.
 */
export async function loadEveryCatalogue(language: CatalogueLanguage): Promise<void> {
  const features = [...Object.keys(FEATURES), ...Object.keys(COMPONENTS)]
    .map((file) => /^\.\.\/(?:features\/([^/]+)|(components\/[^/]+))\/locales\/([a-z]{2})\.po$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null && match[3] === language)
    .map((match) => (match[1] ?? match[2])!);
  await Promise.all([null, ...features].map((area) => load(language, area)));
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

/**
 * Loads the shared catalogue and those of every feature loaded so far in a language, activates it, and tells the
 * document which language it is in. A later call wins over one still loading.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const catalogue = catalogueFor(language);
  target = catalogue;
  await messagesReady();
  if (target !== catalogue) return;
  if (i18n.locale !== catalogue) i18n.activate(catalogue);
  document.documentElement.lang = catalogue;
}

export { i18n };
