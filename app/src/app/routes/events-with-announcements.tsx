import { AnnouncementsPanel } from '../../features/admin/components/announcements-panel';
import EventsPage from '../../features/events/pages/events';

/** The events page with the member's employer's announcements under its heading (issue 14, Custom Content). */
export default function EventsWithAnnouncements() {
  return <EventsPage lead={<AnnouncementsPanel />} />;
}
