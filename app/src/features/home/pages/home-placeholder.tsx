import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the home issue (welcome banner, service tiles, carousels, past results): replace with the real pages.
export default function HomePlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
