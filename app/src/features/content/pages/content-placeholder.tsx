import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the content issue (articles, courses, wellbeing studio, digital gym): replace with the real pages.
export default function ContentPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
