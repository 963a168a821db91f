import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the settings issue (settings, account settings, emergency contacts): replace with the real pages.
export default function AccountPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
