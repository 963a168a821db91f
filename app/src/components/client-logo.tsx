import styled from '@emotion/styled';
import type { Manifest } from '@portal/manifest/schema';
import { theme } from '@portal/theme/theme';
import { clientAssetUrl } from '../lib/client-manifest';

const Img = styled.img`
  display: block;
  height: ${theme.layout.logo.height};
  width: auto;
  max-width: 100%;
  /* Until the file arrives its ratio is unknown and the width would be 0: reserve the usual logo's box, so
     nothing beside it moves when it loads (layout shift on the first paint). */
  aspect-ratio: auto 4 / 1;
`;

interface ClientLogoProps {
  readonly manifest: Pick<Manifest, 'id' | 'logos'>;
  readonly variant?: 'light' | 'dark';
  readonly className?: string;
}

/** The client's logo, served from /client-assets/<id>/<file>, with the manifest's text alternative. */
export function ClientLogo({ manifest, variant = 'light', className }: ClientLogoProps) {
  return (
    <Img
      className={className}
      src={clientAssetUrl(manifest, manifest.logos[variant])}
      alt={manifest.logos.alt}
      decoding="async"
    />
  );
}
