import styled from '@emotion/styled';
import type { Manifest } from '@portal/manifest/schema';
import { theme } from '@portal/theme/theme';
import { clientAssetUrl } from '../lib/client-manifest';

const Img = styled.img`
  display: block;
  height: ${theme.layout.logo.height};
  width: auto;
  max-width: 100%;
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
