import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ContentItem } from '@portal/contract/calls/content';
import { theme } from '@portal/theme/theme';
import { formatDate } from '../../../lib/dates';
import { isLive, parseServerTime } from '../utils/links';
import { MediaCard, cardMeta } from './media-card';

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
  return (
    <MediaCard
      as={as}
      headingLevel={headingLevel}
      title={item.title}
      href={href}
      thumbnail={item.thumbnail}
      badge={showLive ? <span css={live}>{t`LIVE`}</span> : null}
    >
      {when ? <p css={cardMeta}>{when}</p> : null}
      {where ? <p css={cardMeta}>{where}</p> : null}
      {!isEvent && item.subtitle ? <p css={cardMeta}>{item.subtitle}</p> : null}
      {isEvent && item.description ? <p css={clamp}>{item.description}</p> : null}
    </MediaCard>
  );
}
