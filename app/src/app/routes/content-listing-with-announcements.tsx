import { AnnouncementsPanel } from '../../features/admin/components/announcements-panel';
import ContentListing from '../../features/content/pages/content-listing';

/** The content page with the member's employer's announcements under its heading (issue 14, Custom Content). */
export default function ContentWithAnnouncements() {
  return <ContentListing lead={<AnnouncementsPanel />} />;
}
