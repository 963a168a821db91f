import { pathTo } from '@portal/manifest/routes';
import { ComingSoon } from '../../../components/coming-soon';
import type { PageProps } from '../../../lib/page';

// Placeholder for the login issue (identity provider return, partner access, email verification, password
// reset, sign in as a member): replace with the real pages.
export default function AuthPlaceholder({ routeName }: PageProps) {
  return <ComingSoon routeName={routeName} backTo={pathTo('login')} />;
}
