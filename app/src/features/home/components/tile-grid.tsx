import { cardGrid } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { buttonStyle } from '@portal/ui/button';
import type { TileTarget } from '../utils/links';

export const tileGrid = cardGrid({ min: '15rem' });

export const sectionHeading = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.size['2xl']};
`;

const iconStyle = css`
  display: block;
  width: 48px;
  height: 48px;
`;

const description = css`
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

export interface TileProps {
  readonly title: string;
  readonly description?: string | undefined;
  readonly image?: string | null | undefined;
  readonly target: Exclude<TileTarget, null>;
  readonly action: ReactNode;
}

/** A service tile: icon, title, a line of text and one link. */
export function Tile({ title, description: text, image, target, action }: TileProps) {
  const link =
    target.kind === 'route' ? (
      <Link to={target.to} css={buttonStyle('secondary', 'md', false)}>
        {action}
      </Link>
    ) : (
      <a
        href={target.href}
        css={buttonStyle('secondary', 'md', false)}
        {...(/^https?:/i.test(target.href) ? { target: '_blank', rel: 'noreferrer' } : {})}
      >
        {action}
      </a>
    );
  return (
    <Card as="li" title={title} headingLevel={3} actions={link}>
      {image ? <img src={image} alt="" css={iconStyle} /> : null}
      {text ? <p css={description}>{text}</p> : null}
    </Card>
  );
}
