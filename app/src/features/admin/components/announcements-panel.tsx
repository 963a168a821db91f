import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcement } from '@portal/contract/calls/admin';
import { theme } from '@portal/theme/theme';
import { useAnnouncements } from '../api/announcements';
import { formatDate } from '../../../lib/dates';
import { useHydrated } from '../../../lib/use-hydrated';

const list = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[4]};
  border-inline-start: 4px solid ${theme.color.action.primary.bg};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.card};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  p,
  ul,
  ol {
    margin: 0;
  }
`;

/** The announcements as a list; the body is HTML the server sanitised when the employer published it. */
export function AnnouncementList({ announcements }: { announcements: readonly Announcement[] }) {
  const { i18n } = useLingui();
  // in the browser's time zone, which the server's first view of home cannot know: its line is held until then
  const hydrated = useHydrated();
  return (
    <ul css={list}>
      {announcements.map((announcement) => (
        <li key={announcement.id} css={item} data-testid="announcement">
          <h3>{announcement.title}</h3>
          {/* dayjs, as every member page formats dates (lib/dates.ts): Intl.DateTimeFormat's first use cost home's
              first render a 60 ms task on a fast machine */}
          <p css={{ color: theme.color.text.muted, fontSize: theme.font.size.sm }}>{hydrated ? formatDate(announcement.published_at, 'longDate', i18n.locale) : '\u00a0'}</p>
          <div dangerouslySetInnerHTML={{ __html: announcement.body }} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The member's employer's announcements on home, content and events pages. It shows nothing while loading,
 * when there is none or when they cannot be loaded: the page around it is what the member came for.
 */
export function AnnouncementsPanel() {
  const announcements = useAnnouncements();
  const rows = announcements.data?.announcements ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="announcements-heading" css={{ display: 'grid', gap: theme.space[3] }}>
      <h2 id="announcements-heading" css={{ margin: 0, fontSize: theme.font.size.xl }}>
        <Trans>From your employer</Trans>
      </h2>
      <AnnouncementList announcements={rows} />
    </section>
  );
}
