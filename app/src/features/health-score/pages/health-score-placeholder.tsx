import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the Health Score issue: replace with the real pages.
export default function HealthScorePlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
