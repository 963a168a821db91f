import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ContentItem } from '@portal/contract/calls/content';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { formatDate } from '../../../lib/dates';
import { isLive, parseServerTime } from '../utils/links';

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

const live = css`
  position: absolute;
  top: ${theme.space[2]};
  left: ${theme.space[2]};
  padding: 2px ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.feedback.danger.bg};
  color: ${theme.color.feedback.danger.text};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: 1.4;
  letter-spacing: 0.04em;
`;

const meta = css`
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

const clamp = css`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${theme.font.size.sm};
`;

export interface ContentCardProps {
  readonly item: ContentItem;
  /** where the card leads, or null when the client does not permit the target page */
  readonly href: string | null;
  readonly headingLevel?: 2 | 3 | 4;
  readonly as?: 'div' | 'li' | 'article';
}

/** A carousel or listing card: picture, title, and the date and place of events; a LIVE badge on live videos. */
export function ContentCard({ item, href, headingLevel = 3, as = 'article' }: ContentCardProps) {
  const { t, i18n } = useLingui();
  const isEvent = item.type === 'events';
  const start = parseServerTime(item.details?.start ?? item.start);
  const when = isEvent && start !== null ? formatDate(start, 'dateTime', i18n.locale) : null;
  const where = isEvent ? item.details?.location_string : null;
  const showLive = item.type === 'videos' && isLive(item);
  const title = href ? (
    <Link to={href} css={stretched}>
      {item.title}
    </Link>
  ) : (
    item.title
  );
  return (
    <Card
      as={as}
      css={cardStyle}
      padding="sm"
      headingLevel={headingLevel}
      title={title}
      media={
        <div css={media}>
          {item.thumbnail ? <img src={item.thumbnail} alt="" decoding="async" /> : null}
          {showLive ? <span css={live}>{t`LIVE`}</span> : null}
        </div>
      }
    >
      {when ? <p css={meta}>{when}</p> : null}
      {where ? <p css={meta}>{where}</p> : null}
      {!isEvent && item.subtitle ? <p css={meta}>{item.subtitle}</p> : null}
      {isEvent && item.description ? <p css={clamp}>{item.description}</p> : null}
    </Card>
  );
}
