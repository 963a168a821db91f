import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the digital mental health issue: replace with the real pages.
export default function DmhPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
