import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the help centre issue (FAQs, help articles): replace with the real pages.
export default function HelpPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
