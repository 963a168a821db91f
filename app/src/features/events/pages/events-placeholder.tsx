import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the events issue (events, bookings, webinars): replace with the real pages.
export default function EventsPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
