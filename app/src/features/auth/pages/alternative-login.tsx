import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { useSWRConfig } from 'swr';
import { logout } from '@portal/contract/calls/auth';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { usePageTitle } from '../../../components/page-title';
import { callApi } from '../../../lib/api';
import { forgetProviderSignIn } from '../../../lib/oidc';
import { clearDeviceState } from '../../../lib/session';
import { signInAlternative } from '../api/alternative-login';
import { AuthHeading, AuthLayout } from '../components/auth-layout';
import { useSignIn } from '../hooks/use-sign-in';

const Form = styled.form`
  display: grid;
  gap: ${theme.space[4]};
`;

/** The hidden alternative login (seed 003 sections 2.9 and 4): email and client identifier. */
export default function AlternativeLogin() {
  const { t } = useLingui();
  const store = useStore();
  const { mutate } = useSWRConfig();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [clientIdentifier, setClientIdentifier] = useState('');
  const [loading, setLoading] = useState(false);
  const pending = useRef(false);
  usePageTitle(t`Partner sign-in`);

  useEffect(() => {
    // Whoever was signed in on this device is signed out before someone else signs in here.
    void callApi(logout, {}).catch(() => undefined);
    clearDeviceState(store);
    void mutate(() => true, undefined, { revalidate: false });
    forgetProviderSignIn();
  }, [store, mutate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current || !email.trim() || !clientIdentifier.trim()) return;
    pending.current = true;
    setLoading(true);
    try {
      const reply = await signInAlternative(email.trim(), clientIdentifier.trim());
      if (reply.success && reply.user) {
        signIn(reply.user);
        return;
      }
    } catch {
      // a failed alternative login shows nothing (seed 003 section 8)
    }
    pending.current = false;
    setLoading(false);
  };

  return (
    <AuthLayout>
      <AuthHeading>
        <Trans>Partner sign-in</Trans>
      </AuthHeading>
      <Form onSubmit={submit} aria-label={t`Partner sign-in`}>
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t`Client identifier`}
          autoComplete="off"
          spellCheck={false}
          required
          value={clientIdentifier}
          onChange={(event) => setClientIdentifier(event.target.value)}
        />
        <Button type="submit" fullWidth loading={loading} loadingLabel={t`Signing in…`}>
          <Trans>Sign in</Trans>
        </Button>
      </Form>
    </AuthLayout>
  );
}
