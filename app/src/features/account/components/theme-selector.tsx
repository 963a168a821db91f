import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Select } from '@portal/ui/select';
import { useClientManifest } from '../../../lib/client-manifest-context';

export const SKINS = Array.from({ length: 33 }, (_, skin) => skin);

/** Where the server serves the generated skin packs (packages/theme/generated/skins/<n>.css). */
export const skinStylesheet = (skin: number) => `/theme-skins/${skin}.css`;

/**
 * Previews a skin (0 to 32): sets data-skin on <html>; only the client's own skin is inlined, so another
 * skin's custom properties come from its generated stylesheet, added once.
 */
export function applySkin(skin: number, doc: Document = document): void {
  doc.documentElement.dataset.skin = String(skin);
  const id = `portal-skin-${skin}`;
  if (doc.getElementById(id)) return;
  const link = doc.createElement('link');
  link.id = id;
  link.rel = 'stylesheet';
  link.href = skinStylesheet(skin);
  doc.head.append(link);
}

/** The theme selector of development and staging (seed 001 section 2). */
export function ThemeSelector() {
  const { t } = useLingui();
  const manifest = useClientManifest();
  // the skin the page shows: a preview chosen here earlier in this tab, else the client's, which the server puts on
  // <html> (and draws the first view with: there is no document there)
  const [skin, setSkin] = useState(() => (typeof document === 'undefined' ? undefined : document.documentElement.dataset.skin) ?? String(manifest.skin));
  return (
    <div css={{ maxWidth: '28rem' }}>
      <Select
        label={t`Theme`}
        hint={t`Only shown outside production.`}
        value={skin}
        options={SKINS.map((value) => ({ value: String(value), label: t`Skin ${value}` }))}
        onChange={(event) => {
          setSkin(event.target.value);
          applySkin(Number(event.target.value));
        }}
      />
    </div>
  );
}
