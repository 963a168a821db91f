import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { theme } from '@portal/theme/theme';
import { Spinner } from '@portal/ui/spinner';
import { pathTo } from '@portal/manifest/routes';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { startSignIn } from '../../../lib/oidc';
import { AuthHeading, AuthLayout, AuthText } from '../components/auth-layout';

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space[3]};
`;

/** Opens the identity provider's password-reset flow; the member returns signed in through /sso-redirect. */
export default function ResetPassword() {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  usePageTitle(t`Reset your password`);

  const open = async () => {
    setFailed(false);
    try {
      await startSignIn({ flow: 'passwordReset' });
      await new Promise(() => undefined);
    } catch {
      setFailed(true);
    }
  };

  useEffect(() => {
    void open();
  }, []);

  return (
    <AuthLayout>
      <AuthHeading>
        <Trans>Reset your password</Trans>
      </AuthHeading>
      {failed ? (
        <LoadError message={<Trans>We could not open the password reset. Please try again.</Trans>} onRetry={open} />
      ) : (
        <Centered>
          <Spinner size={32} label={t`Opening the password reset…`} />
        </Centered>
      )}
      <AuthText>
        <Trans>
          If you are having issues resetting your password, please ensure you have allowed pop ups on this site, then
          refresh the page
        </Trans>
      </AuthText>
      <Link to={pathTo('login')}>
        <Trans>Back to login</Trans>
      </Link>
    </AuthLayout>
  );
}
