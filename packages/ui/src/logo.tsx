import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';

export interface LogoProps {
  src: string;
  /** The client's name, e.g. 'Northwind Health'; the logo is the site's name for screen readers. */
  alt: string;
  /** Overrides the skin's logo height token. */
  height?: number | string;
}

const img = css`
  display: block;
  width: auto;
  max-width: 220px;
  object-fit: contain;
`;

/** The client's logo, at the height the skin sets. */
export function Logo({ src, alt, height }: LogoProps) {
  // a class rather than a style attribute, which the CSP refuses in a first view from the server
  return <img css={[img, { height: height ?? theme.layout.logo.height }]} src={src} alt={alt} />;
}
