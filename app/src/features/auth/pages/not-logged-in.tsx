import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { usePageTitle } from '../../../components/page-title';
import { AuthHeading, AuthLayout, AuthText } from '../components/auth-layout';

/** Where a member lands when a page needs a sign-in they do not have. */
export default function NotLoggedIn() {
  const { t } = useLingui();
  usePageTitle(t`You are not signed in`);
  return (
    <AuthLayout>
      <AuthHeading>
        <Trans>You are not signed in</Trans>
      </AuthHeading>
      <AuthText>
        <Trans>Please log in to continue to your wellbeing services.</Trans>
      </AuthText>
      <Link to={pathTo('login')} replace>
        <Trans>Go to login</Trans>
      </Link>
    </AuthLayout>
  );
}
