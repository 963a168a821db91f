import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for emergency contacts (seed 003 section 2.6), not part of the member's first hour.
export default function AccountPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
