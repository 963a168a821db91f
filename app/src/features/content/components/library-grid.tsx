import { cardGrid } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentItem } from '@portal/contract/calls/content';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { contentItemHref } from '../utils/links';
import { courseHref, isPrefetchTrigger } from '../utils/library';
import { ContentCard } from './content-card';
import { CourseCard } from './course-card';
import { ListItem } from './load-more-trigger';

const grid = css`
  ${cardGrid({ min: '15rem' })}
  & > li {
    display: grid;
  }
`;

const footer = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;
  justify-content: center;
  & > p {
    margin: 0;
    color: ${theme.color.text.muted};
  }
`;

export interface LibraryGridProps {
  readonly items: readonly ContentItem[];
  readonly total: number;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
  readonly label: string;
}

/**
 * Cards 6 at a time: the card 4 from the end loads the next page as it scrolls into view, and a Load more button
 * does the same from the keyboard or where scrolling does not reach it.
 */
export function LibraryGrid({ items, total, hasMore, loadingMore, onLoadMore, label }: LibraryGridProps) {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const shown = items.length;
  return (
    <>
      <ul css={grid} aria-label={label} aria-busy={loadingMore || undefined}>
        {items.map((item, index) => (
          <ListItem
            key={`${item.type}-${item.id}`}
            onVisible={isPrefetchTrigger(index, items.length, hasMore) ? onLoadMore : undefined}
          >
            {item.type === 'courses' ? (
              <CourseCard as="div" item={item} href={courseHref(item, manifest.permittedRoutes)} />
            ) : (
              <ContentCard as="div" headingLevel={2} item={item} href={contentItemHref(item, manifest.permittedRoutes)} />
            )}
          </ListItem>
        ))}
      </ul>
      <div css={footer}>
        <p aria-live="polite">{t`Showing ${shown} of ${total}`}</p>
        {hasMore ? (
          <Button variant="secondary" loading={loadingMore} loadingLabel={t`Loading more`} onClick={onLoadMore}>
            <Trans>Load more</Trans>
          </Button>
        ) : null}
      </div>
    </>
  );
}
