import { pageColumn } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { EmptyState } from '@portal/ui/empty-state';
import { CardRowSkeleton } from '../../../components/skeletons';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { useLibrary, type LibraryQuery } from '../api/library';
import { LibraryGrid } from '../components/library-grid';

const page = css`
  ${pageColumn({ gap: 5 })}
  & header p {
    margin: ${theme.space[2]} 0 0;
    color: ${theme.color.text.muted};
  }
`;

const COURSES: LibraryQuery = { type: 'courses', tags: [], search: '' };

/** /all-courses: every course the member may take, 6 at a time, with the modules they have done. */
export default function AllCoursesPage() {
  const { t } = useLingui();
  usePageTitle(t`Courses`);
  const courses = useLibrary(COURSES);

  let body;
  if (courses.isLoading && courses.items.length === 0) {
    body = <CardRowSkeleton label={t`Loading courses`} count={6} />;
  } else if (courses.error && courses.items.length === 0) {
    body = <LoadError message={<Trans>We could not load the courses.</Trans>} onRetry={courses.retry} />;
  } else if (courses.items.length === 0) {
    body = <EmptyState icon="info" title={<Trans>There are no courses yet. Please check back soon.</Trans>} />;
  } else {
    body = (
      <LibraryGrid
        items={courses.items}
        total={courses.total}
        hasMore={courses.hasMore && !courses.error}
        loadingMore={courses.loadingMore}
        onLoadMore={courses.loadMore}
        label={t`Courses`}
      />
    );
  }

  return (
    <div css={page}>
      <header>
        <h1>
          <Trans>Courses</Trans>
        </h1>
        <p>
          <Trans>Short courses you can take at your own pace: mark each module done as you go.</Trans>
        </p>
      </header>
      {body}
    </div>
  );
}
