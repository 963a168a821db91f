import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the coaching issue (mental health, health and cancer coaching, total mental health, EAP): replace with the real pages.
export default function CoachingPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
