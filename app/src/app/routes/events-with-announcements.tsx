import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { AnnouncementsPanel } from '../../features/admin/components/announcements-panel';
import EventsPage from '../../features/events/pages/events';

const page = css`
  display: grid;
  gap: ${theme.space[6]};
`;

/** The events page with the member's employer's announcements above it (issue 14, Custom Content). */
export default function EventsWithAnnouncements() {
  return (
    <div css={page}>
      <AnnouncementsPanel />
      <EventsPage />
    </div>
  );
}
