import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the meeting room issue: replace with the real pages.
export default function MeetingRoomPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
