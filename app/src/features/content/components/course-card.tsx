import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ContentItem } from '@portal/contract/calls/content';
import { cutCourseTitle } from '@portal/contract/calls/courses';
import { theme } from '@portal/theme/theme';
import { VisuallyHidden } from '@portal/ui/visually-hidden';
import { MediaCard, cardMeta } from './media-card';

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
        {/* a class per whole percent, not a style attribute, which the CSP refuses in a first view from the server */}
        <span css={{ width: `${percent}%` }} />
      </div>
      <p css={cardMeta}>{t`${completed} of ${total} modules done`}</p>
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
    <MediaCard as={as} headingLevel={headingLevel} data-course-id={item.id} title={words} href={href} thumbnail={item.thumbnail}>
      {item.subtitle ? <p css={cardMeta}>{item.subtitle}</p> : null}
      {total > 0 ? <ModulesDone completed={item.details?.completed_modules ?? 0} total={total} /> : null}
    </MediaCard>
  );
}
