import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { isRoutePermitted, pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Icon } from '@portal/ui/icon';
import { TextField } from '@portal/ui/text-field';
import { CardRowSkeleton } from '../../../components/skeletons';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { useContentFilters, useLibrary, type LibraryQuery } from '../api/library';
import { LibraryGrid } from '../components/library-grid';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { libraryView, MY_LIST_VIEW, shownFilters } from '../utils/library';
import { MyListView, libraryPage as page, myListPath } from './my-list';

const myListLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  width: fit-content;
  min-height: 24px;
  color: ${theme.color.text.link};
  font-weight: ${theme.font.weight.medium};
`;

const tools = css`
  display: grid;
  gap: ${theme.space[3]};
  & > div:first-of-type {
    max-width: 28rem;
  }
`;

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    padding: 0;
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.font.weight.bold};
  }
`;

type Kind = 'all' | 'courses' | 'recipes';

/**
 * /wellbeing/:id, the content library (seed 001 sections 2 and 4): search sent after a 500 ms pause, the Life,
 * Mind and Body filters (never the excluded tags), everything, courses or recipes, 6 cards a page with the next
 * page loaded 4 from the end. :id opens it on a filter (life, mind, body) or on the recipes; ?filter= picks a
 * filter by name, as /personal/nutrition?filter={title} does for recipes.
 */
export default function LibraryPage() {
  const { id } = useParams();
  return id === MY_LIST_VIEW ? <MyListView /> : <Library />;
}

function Library() {
  const { t } = useLingui();
  const { id } = useParams();
  const manifest = useClientManifest();
  const [params, setParams] = useSearchParams();
  const numeric = Number(id);
  const view = libraryView(id);
  const kind: Kind =
    params.get('type') === 'courses' ? 'courses' : params.get('type') === 'recipes' || view === 'recipes' ? 'recipes' : 'all';
  const fromView = view === 'life' ? 'Life' : view === 'mind' ? 'Mind' : view === 'body' ? 'Body' : '';
  const filter = params.get('filter') ?? fromView;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const settled = useDebouncedValue(search.trim());
  usePageTitle(t`Wellbeing library`);

  const filters = useContentFilters();
  const offered = shownFilters(filters.data?.filters);
  const query = useMemo<LibraryQuery>(
    () => ({
      ...(kind === 'all' ? {} : { type: kind }),
      tags: filter ? [filter] : [],
      search: settled,
    }),
    [kind, filter, settled],
  );
  const library = useLibrary(query);

  // a course's id (the questionnaire links /wellbeing/{course}) opens its course page
  if (Number.isSafeInteger(numeric) && numeric > 0 && isRoutePermitted('course', manifest.permittedRoutes)) {
    return <Navigate to={pathTo('course', { id: numeric })} replace />;
  }

  const change = (next: { filter?: string; type?: Kind }) => {
    const copy = new URLSearchParams(params);
    if (next.filter !== undefined) {
      if (next.filter) copy.set('filter', next.filter);
      else copy.delete('filter');
    }
    if (next.type !== undefined) {
      if (next.type === 'all') copy.delete('type');
      else copy.set('type', next.type);
    }
    setParams(copy, { replace: true });
  };

  const kinds: { value: Kind; label: string }[] = [
    { value: 'all', label: t`Everything` },
    { value: 'courses', label: t`Courses` },
    { value: 'recipes', label: t`Recipes` },
  ];

  let body;
  if (library.isLoading && library.items.length === 0) {
    body = <CardRowSkeleton label={t`Loading the library`} count={6} />;
  } else if (library.error && library.items.length === 0) {
    body = <LoadError message={<Trans>We could not load the library.</Trans>} onRetry={library.retry} />;
  } else if (library.items.length === 0) {
    body = (
      <EmptyState
        icon="search"
        title={<Trans>Nothing matches your search.</Trans>}
        description={<Trans>Try other words or another filter.</Trans>}
        {...(filter || settled
          ? {
              action: (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch('');
                    change({ filter: '' });
                  }}
                >
                  <Trans>Clear search and filters</Trans>
                </Button>
              ),
            }
          : {})}
      />
    );
  } else {
    body = (
      <>
        {library.error ? (
          <LoadError message={<Trans>We could not load more of the library.</Trans>} onRetry={library.retry} />
        ) : null}
        <LibraryGrid
          items={library.items}
          total={library.total}
          hasMore={library.hasMore && !library.error}
          loadingMore={library.loadingMore}
          onLoadMore={library.loadMore}
          label={t`Library results`}
        />
      </>
    );
  }

  return (
    <div css={page}>
      <header>
        <h1>
          <Trans>Wellbeing library</Trans>
        </h1>
        <p>
          <Trans>Articles, videos, podcasts, courses and recipes for your life, mind and body.</Trans>
        </p>
        <Link to={myListPath()} css={myListLink}>
          <Trans>My list</Trans>
          <Icon name="arrow-right" />
        </Link>
      </header>
      <div css={tools} role="search">
        <TextField
          type="search"
          label={t`Search the library`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
        <fieldset css={chips}>
          <legend>{t`Show`}</legend>
          {kinds.map((item) => (
            <Button
              key={item.value}
              size="sm"
              variant={kind === item.value ? 'primary' : 'secondary'}
              aria-pressed={kind === item.value}
              onClick={() => change({ type: item.value })}
            >
              {item.label}
            </Button>
          ))}
        </fieldset>
        <fieldset css={chips}>
          <legend>{t`Filter by topic`}</legend>
          <Button
            size="sm"
            variant={filter ? 'secondary' : 'primary'}
            aria-pressed={!filter}
            onClick={() => change({ filter: '' })}
          >
            {t`All topics`}
          </Button>
          {offered.map((tag) => (
            <Button
              key={tag.value}
              size="sm"
              variant={filter.toLowerCase() === tag.value.toLowerCase() ? 'primary' : 'secondary'}
              aria-pressed={filter.toLowerCase() === tag.value.toLowerCase()}
              onClick={() => change({ filter: tag.value })}
            >
              {tag.label}
            </Button>
          ))}
        </fieldset>
      </div>
      {body}
    </div>
  );
}
