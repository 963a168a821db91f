import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the blood-test kit issue: replace with the real pages.
export default function BloodTestPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
