/// <reference types="vite/client" />
// The generated theme packs and the demo clients, read at build time so designers need no running portal.

export interface StoryClient {
  id: string;
  name: string;
  skin: number;
  /** the language the client's members start in: picking the client in the toolbar selects it */
  defaultLanguage: string;
  logoLight?: string;
  logoDark?: string;
  logoAlt: string;
}

interface ManifestShape {
  id: string;
  name?: string;
  skin?: number;
  defaultLanguage?: string;
  logos?: { light?: string; dark?: string; alt?: string };
}

const skinCss = import.meta.glob<string>('../packages/theme/generated/skins/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const clientCss = import.meta.glob<string>('../packages/theme/generated/clients/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const manifests = import.meta.glob<ManifestShape>('../clients/*/manifest.json', { import: 'default', eager: true });
const assets = import.meta.glob<string>('../clients/*/*.{svg,png,webp}', {
  query: '?url',
  import: 'default',
  eager: true,
});

const baseName = (path: string) => path.split('/').pop()!.replace(/\.css$/, '');

/** The skins of the spec, plus any other skin the theme build generated. */
export const skins: string[] = [
  ...new Set(['0', '9', '10', '12', '13', ...Object.keys(skinCss).map(baseName)]),
].sort((a, b) => Number(a) - Number(b));

export const clients: StoryClient[] = Object.entries(manifests)
  .map(([path, manifest]) => {
    const folder = path.split('/').at(-2)!;
    const asset = (file?: string) => (file ? assets[`../clients/${folder}/${file}`] : undefined);
    return {
      id: manifest.id ?? folder,
      name: manifest.name ?? folder,
      skin: manifest.skin ?? 0,
      defaultLanguage: manifest.defaultLanguage ?? 'en',
      logoLight: asset(manifest.logos?.light),
      logoDark: asset(manifest.logos?.dark),
      logoAlt: manifest.logos?.alt ?? manifest.name ?? folder,
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

export const NO_CLIENT = 'none';

export function findClient(id: string | undefined): StoryClient | undefined {
  return clients.find((client) => client.id === id);
}

/**
 * Every skin and client pack in one stylesheet. The packs select `:root, [data-skin="n"]`; with all of them on one
 * page the last `:root` would win everywhere, so only the attribute selectors are kept and the preview sets the
 * attributes on <html> (for portals) and on the story wrapper.
 */
export const allThemeCss: string = [...Object.values(skinCss), ...Object.values(clientCss)]
  .map((css) => css.replace(/:root\s*,\s*/g, ''))
  .join('\n');

export const hasGeneratedThemes = Object.keys(skinCss).length > 0;
