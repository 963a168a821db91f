import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';

const cardStyle = css`
  position: relative;
  height: 100%;
  &:focus-within {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
`;

const media = css`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${theme.color.surface.sunken};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// The title link covers the whole card, so the card is one target and one tab stop.
const stretched = css`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

/** A muted line of a card: a date, a place, a subtitle. */
export const cardMeta = css`
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

export interface MediaCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  readonly title: ReactNode;
  /** where the card leads, or null when the client does not permit the target page */
  readonly href: string | null;
  readonly thumbnail?: string | null;
  /** drawn over the picture, e.g. the LIVE badge */
  readonly badge?: ReactNode;
  readonly headingLevel: 2 | 3 | 4;
  readonly as: 'div' | 'li' | 'article';
  readonly children?: ReactNode;
}

/** A content or course card: a 16:9 picture, and a title whose link covers the whole card. */
export function MediaCard({ title, href, thumbnail, badge, headingLevel, as, children, ...rest }: MediaCardProps) {
  return (
    <Card
      as={as}
      css={cardStyle}
      padding="sm"
      headingLevel={headingLevel}
      {...rest}
      title={
        href ? (
          <Link to={href} css={stretched}>
            {title}
          </Link>
        ) : (
          title
        )
      }
      media={
        <div css={media}>
          {thumbnail ? <img src={thumbnail} alt="" decoding="async" /> : null}
          {badge}
        </div>
      }
    >
      {children}
    </Card>
  );
}
