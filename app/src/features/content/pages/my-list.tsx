import { cardGrid } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyListItem } from '@portal/contract/calls/my-list';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Icon } from '@portal/ui/icon';
import { ActionLink } from '../../../components/action-link';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { CardRowSkeleton } from '../../../components/skeletons';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { removeFromMyList, useMyList } from '../api/my-list';
import { ContentCard } from '../components/content-card';
import { CourseCard } from '../components/course-card';
import { MY_LIST_VIEW } from '../utils/library';
import { contentItemHref } from '../utils/links';

/** The library's frame, which My List shares: the header (title and lead) above the cards. */
export const libraryPage = css`
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[7]};
  & > header {
    display: grid;
    gap: ${theme.space[2]};
  }
  & h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
  & header p {
    margin: 0;
    color: ${theme.color.text.muted};
  }
`;
const page = libraryPage;

const back = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.color.text.link};
  width: fit-content;
  min-height: 24px;
`;

const grid = css`
  ${cardGrid({ min: '15rem' })}
  & > li {
    display: grid;
    grid-template-rows: 1fr auto;
    gap: ${theme.space[2]};
  }
`;

const gone = css`
  display: grid;
  align-content: center;
  min-height: 8rem;
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.sunken};
  color: ${theme.color.text.muted};
  & p {
    margin: 0;
  }
`;

/** The link of the library's My list view (/wellbeing/my-list), the route the library already has. */
export const myListPath = () => pathTo('wellbeing', { id: MY_LIST_VIEW });

/**
 * My list (/wellbeing/my-list): what the member saved with Add to my list, newest first, each with its card and a
 * Remove button; an empty state that leads to the library.
 */
export function MyListView() {
  const { t } = useLingui();
  usePageTitle(t`My list`);
  const manifest = useClientManifest();
  const list = useMyList();
  const [removing, setRemoving] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const items = [...(list.data?.data ?? [])].reverse();

  const remove = async (item: MyListItem) => {
    setRemoving(item.id);
    try {
      const reply = await removeFromMyList(item.product_id, item.content_id);
      await list.mutate(reply, { revalidate: false });
      setNotice(item.content ? t`${item.content.title} was removed from your list.` : t`The item was removed from your list.`);
    } catch {
      setNotice(t`The item could not be removed. Please try again.`);
      await list.mutate();
    } finally {
      setRemoving(null);
    }
  };

  let body;
  if (list.error && !list.data) {
    body = <LoadError message={<Trans>We could not load your list.</Trans>} onRetry={() => list.mutate()} />;
  } else if (!list.data) {
    body = <CardRowSkeleton label={t`Loading your list`} count={3} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon="info"
        title={<Trans>Your list is empty</Trans>}
        description={
          <Trans>Choose Add to my list on an article, course, podcast or class to keep it here for later.</Trans>
        }
        action={
          <ActionLink to={pathTo('wellbeing', { id: 'all' })}>
            <Trans>Browse the library</Trans>
          </ActionLink>
        }
      />
    );
  } else {
    body = (
      <ul css={grid} aria-label={t`My list`}>
        {items.map((item) => {
          const content = item.content;
          const title = content?.title ?? t`An item that is no longer available`;
          return (
            <li key={item.id}>
              {content ? (
                content.type === 'courses' ? (
                  <CourseCard as="div" item={content} href={contentItemHref(content, manifest.permittedRoutes)} />
                ) : (
                  <ContentCard as="div" headingLevel={2} item={content} href={contentItemHref(content, manifest.permittedRoutes)} />
                )
              ) : (
                <div css={gone}>
                  <p>
                    <Trans>This item is no longer available.</Trans>
                  </p>
                </div>
              )}
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  iconStart={<Icon name="close" />}
                  loading={removing === item.id}
                  disabled={removing !== null}
                  aria-label={t`Remove ${title} from my list`}
                  onClick={() => void remove(item)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div css={page}>
      <header>
        <Link to={pathTo('wellbeing', { id: 'all' })} css={back}>
          <Icon name="arrow-left" />
          <Trans>Wellbeing library</Trans>
        </Link>
        <h1>
          <Trans>My list</Trans>
        </h1>
        <p>
          <Trans>What you saved to read, watch or listen to later.</Trans>
        </p>
      </header>
      <p role="status" aria-live="polite" css={css`margin: 0;`}>
        {notice}
      </p>
      {body}
    </div>
  );
}
