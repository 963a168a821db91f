import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ContentItem } from '@portal/contract/calls/content';
import { cutCourseTitle } from '@portal/contract/calls/courses';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { VisuallyHidden } from '@portal/ui/visually-hidden';

const cardStyle = css`
  position: relative;
  height: 100%;
  &:focus-within {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
`;

const media = css`
  aspect-ratio: 16 / 9;
  background: ${theme.color.surface.sunken};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

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

const meta = css`
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

export const progressTrack = css`
  height: 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface.sunken};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    background: ${theme.color.action.primary.bg};
  }
`;

/** The share of modules done as a bar, with the words beside it for everybody. */
export function ModulesDone({ completed, total }: { readonly completed: number; readonly total: number }) {
  const { t } = useLingui();
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <>
      <div
        css={progressTrack}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-label={t`Modules done`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p css={meta}>{t`${completed} of ${total} modules done`}</p>
    </>
  );
}

export interface CourseCardProps {
  readonly item: ContentItem;
  readonly href: string | null;
  readonly headingLevel?: 2 | 3;
  readonly as?: 'li' | 'div' | 'article';
}

/** A course card: picture, the title cut after 26 characters (the whole title for screen readers), progress. */
export function CourseCard({ item, href, headingLevel = 2, as = 'li' }: CourseCardProps) {
  const shown = cutCourseTitle(item.title);
  const words =
    shown === item.title ? (
      item.title
    ) : (
      <>
        <span aria-hidden="true" title={item.title}>
          {shown}
        </span>
        <VisuallyHidden>{item.title}</VisuallyHidden>
      </>
    );
  const total = item.details?.total_modules ?? 0;
  return (
    <Card
      as={as}
      css={cardStyle}
      padding="sm"
      headingLevel={headingLevel}
      data-course-id={item.id}
      title={
        href ? (
          <Link to={href} css={stretched}>
            {words}
          </Link>
        ) : (
          words
        )
      }
      media={<div css={media}>{item.thumbnail ? <img src={item.thumbnail} alt="" decoding="async" /> : null}</div>}
    >
      {item.subtitle ? <p css={meta}>{item.subtitle}</p> : null}
      {total > 0 ? <ModulesDone completed={item.details?.completed_modules ?? 0} total={total} /> : null}
    </Card>
  );
}
