import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the legal pages issue (privacy policy, terms and conditions): replace with the real pages.
export default function LegalPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} />;
}
