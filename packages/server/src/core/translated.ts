/**
 * Demo rows are written in English with their other languages beside them, by language code; a member sees
 * the one the portal shows them in (memberLanguage().shown). A field a translation leaves out stays English,
 * so a client gaining a language never shows an empty text.
 */
export type Translations<T> = Readonly<Record<string, Partial<T>>>;

/** `base` in `language`: the translation's fields over the English ones. */
export function translated<T extends object>(
  base: T,
  translations: Translations<T> | null | undefined,
  language: string,
): T {
  const translation = translations?.[language];
  if (!translation) return base;
  const defined = Object.fromEntries(
    Object.entries(translation).filter(([, value]) => value !== undefined && value !== ''),
  );
  return { ...base, ...defined };
}
