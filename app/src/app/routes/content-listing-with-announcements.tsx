import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { AnnouncementsPanel } from '../../features/admin/components/announcements-panel';
import ContentListing from '../../features/content/pages/content-listing';

const page = css`
  display: grid;
  gap: ${theme.space[6]};
`;

/** The content page with the member's employer's announcements above it (issue 14, Custom Content). */
export default function ContentWithAnnouncements() {
  return (
    <div css={page}>
      <AnnouncementsPanel />
      <ContentListing />
    </div>
  );
}
