import { useCallback, useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { theme } from '@portal/theme/theme';
import { Spinner } from '@portal/ui/spinner';
import { pathTo } from '@portal/manifest/routes';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { completeSignIn, startSignIn, type CompletedSignIn } from '../../../lib/oidc';
import { preCheckSso } from '../api/sso';
import { AuthHeading, AuthLayout, AuthText } from '../components/auth-layout';
import { RegistrationForm } from '../components/registration-form';
import { SupportContactLine } from '../components/support-contact-line';
import { useSignIn } from '../hooks/use-sign-in';
import type { LoginLocationState } from './login';

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} 0;
`;

const MessageHeading = styled(AuthHeading)`
  font-size: ${theme.font.size.xl};
`;

type SignedInIdentity = Extract<CompletedSignIn, { kind: 'signedIn' }>;

type Step =
  | { readonly name: 'checking' }
  | { readonly name: 'resetting' }
  | { readonly name: 'checkFailed'; readonly identity: SignedInIdentity }
  | { readonly name: 'register'; readonly identity: SignedInIdentity }
  | { readonly name: 'noUser' };

/**
 * Once redeemed, the code (and state) leave the address bar: they must not sit in the history, a bookmark or a
 * shared link. Past the router on purpose, so this page is not routed again while it uses the result.
 */
function removeCodeFromAddress(): void {
  if (!window.location.search) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
}

// The provider's code can be redeemed once: a second mount (React's strict mode) reuses the first result, also
// after the code has left the address bar.
let completing: { url: string; result: Promise<CompletedSignIn> } | null = null;
function completeOnce(url: string): Promise<CompletedSignIn> {
  const returned = new URL(url).search !== '';
  if (!completing || (returned && completing.url !== url)) {
    completing = { url, result: completeSignIn(url).finally(removeCodeFromAddress) };
  }
  return completing.result;
}

/** The identity provider's return (route axaSsoRedirect): the pre-check, then sign-in or the registration form. */
export default function SsoRedirect() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [step, setStep] = useState<Step>({ name: 'checking' });
  const messageRef = useRef<HTMLHeadingElement>(null);
  usePageTitle(step.name === 'register' ? t`Complete your registration` : t`Signing in`);

  const check = useCallback(
    async (identity: SignedInIdentity) => {
      try {
        const reply = await preCheckSso(identity);
        if (reply.user_exist && reply.user) signIn(reply.user, identity.state, identity.returnTo);
        else setStep({ name: 'register', identity });
      } catch {
        setStep({ name: 'checkFailed', identity });
      }
    },
    [signIn],
  );

  useEffect(() => {
    let active = true;
    void completeOnce(window.location.href).then(async (result) => {
      if (!active) return;
      if (result.kind === 'passwordReset') {
        setStep({ name: 'resetting' });
        await startSignIn({ flow: 'passwordReset' }).catch(() => {
          navigate(pathTo('login'), { replace: true, state: { signInFailed: true } satisfies LoginLocationState });
        });
        return;
      }
      if (result.kind === 'failed') {
        navigate(pathTo('login'), { replace: true, state: { signInFailed: true } satisfies LoginLocationState });
        return;
      }
      await check(result);
    });
    return () => {
      active = false;
    };
  }, [check, navigate]);

  useEffect(() => {
    if (step.name === 'noUser' || step.name === 'checkFailed') messageRef.current?.focus();
  }, [step.name]);

  if (step.name === 'register') {
    return (
      <AuthLayout wide>
        <RegistrationForm
          identity={step.identity}
          onSignedIn={(user) => signIn(user, step.identity.state, step.identity.returnTo)}
          onNoUser={() => setStep({ name: 'noUser' })}
        />
      </AuthLayout>
    );
  }

  if (step.name === 'noUser') {
    return (
      <AuthLayout>
        <MessageHeading ref={messageRef} tabIndex={-1}>
          <Trans>An error occurred while trying to access the service. Please contact support to resolve this issue.</Trans>
        </MessageHeading>
        <AuthText>
          <SupportContactLine />
        </AuthText>
        <Link to={pathTo('login')} replace>
          <Trans>Back to login</Trans>
        </Link>
      </AuthLayout>
    );
  }

  if (step.name === 'checkFailed') {
    const identity = step.identity;
    return (
      <AuthLayout>
        <AuthHeading ref={messageRef} tabIndex={-1}>
          <Trans>We could not sign you in.</Trans>
        </AuthHeading>
        <LoadError message={<Trans>Checking your account did not work. Please try again.</Trans>} onRetry={() => check(identity)} />
        <Link to={pathTo('login')} replace>
          <Trans>Back to login</Trans>
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Centered>
        <AuthHeading>{step.name === 'resetting' ? <Trans>Resetting your password</Trans> : <Trans>Signing in</Trans>}</AuthHeading>
        <Spinner size={32} label={step.name === 'resetting' ? t`Opening the password reset…` : t`Checking your account…`} />
      </Centered>
    </AuthLayout>
  );
}
