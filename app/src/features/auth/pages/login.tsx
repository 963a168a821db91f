import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Spinner } from '@portal/ui/spinner';
import { pathTo } from '@portal/manifest/routes';
import { useClientManifest, usePageTitle } from '../../../lib/client-manifest-context';
import { startSignIn } from '../../../lib/oidc';
import { usePageNav } from '../../../lib/page-nav';
import { AuthHeading, AuthLayout, AuthText } from '../components/auth-layout';
import { FirstTimeWarning } from '../components/first-time-warning';
import { SignInGuide } from '../components/sign-in-guide';
import { LOGIN_INIT_DELAY_MS } from '../utils/constants';
import { landingPath } from '../utils/landing-path';
import { safeReturnPath } from '../utils/return-path';

const Actions = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  min-height: calc(2 * ${theme.control.height.lg} + ${theme.space[3]});
  align-content: start;
`;

const Waiting = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  justify-content: center;
  align-items: center;
  text-align: center;
  min-height: calc(2 * ${theme.control.height.lg} + ${theme.space[3]});
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.muted};
`;

const Legal = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[4]};
  font-size: ${theme.font.size.sm};
`;

export interface LoginLocationState {
  /** set by the provider's return page when signing in failed */
  readonly signInFailed?: boolean;
  /** the member page that sent a signed-out member here; they return to it once signed in */
  readonly from?: string;
}

/** The pre-login screen (seed 000 section 2): Login and Register through the identity provider. */
export default function Login() {
  const { t } = useLingui();
  const manifest = useClientManifest();
  // React Router and the device store in the app, plain location without it (decision 0700)
  const { member, checking, state, navigate, Link } = usePageNav();
  const locationState = state as LoginLocationState | null;
  const failed = locationState?.signInFailed === true;
  const returnTo = safeReturnPath(locationState?.from);
  const [ready, setReady] = useState(false);
  const clientName = manifest.name;
  usePageTitle(t`Login`);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), LOGIN_INIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!ready || !member || checking) return;
    navigate(
      returnTo ??
        landingPath({ memberHomePage: member.homePage, clientHomePage: manifest.homePage, permittedRoutes: manifest.permittedRoutes }),
      { replace: true },
    );
  }, [ready, member, checking, returnTo, manifest, navigate]);

  const [unreachable, setUnreachable] = useState(false);
  const go = async (flow: 'signIn' | 'signUp') => {
    setUnreachable(false);
    try {
      await startSignIn({ flow, returnTo });
      // the browser is leaving for the identity provider: keep the button busy until it has gone
      await new Promise(() => undefined);
    } catch {
      setUnreachable(true);
    }
  };

  return (
    <AuthLayout>
      <AuthHeading>
        <Trans>Welcome to {clientName}</Trans>
      </AuthHeading>
      <AuthText>
        <Trans>Sign in to your wellbeing services, or register the first time you visit.</Trans>
      </AuthText>
      {unreachable ? (
        <Banner tone="danger" title={t`We could not reach the sign-in service.`}>
          <Trans>Please check your connection and try again.</Trans>
        </Banner>
      ) : null}
      {failed ? (
        <Banner tone="danger" title={t`We could not sign you in.`}>
          <Trans>Please try again.</Trans>
        </Banner>
      ) : null}
      <FirstTimeWarning />
      {ready && !member ? (
        <Actions>
          <Button size="lg" fullWidth onClick={() => go('signIn')} loadingLabel={t`Opening the sign-in page…`}>
            <Trans>Login</Trans>
          </Button>
          <Button size="lg" fullWidth variant="secondary" onClick={() => go('signUp')} loadingLabel={t`Opening the sign-in page…`}>
            <Trans>Register</Trans>
          </Button>
        </Actions>
      ) : (
        <Waiting>
          <Spinner size={28} label={t`Loading`} />
          {/* the server draws this page before any script runs (decision 0350): say why nothing follows without them */}
          <noscript>
            <Trans>This portal needs JavaScript. Please turn it on in your browser, then reload this page.</Trans>
          </noscript>
        </Waiting>
      )}
      <SignInGuide />
      <Hint>
        <Trans>
          If you are having issues resetting your password, please ensure you have allowed pop ups on this site, then
          refresh the page
        </Trans>
      </Hint>
      <Legal>
        <Link to={pathTo('privacy')}>
          <Trans>Privacy policy</Trans>
        </Link>
        <Link to={pathTo('TCs')}>
          <Trans>Terms and conditions</Trans>
        </Link>
      </Legal>
    </AuthLayout>
  );
}
