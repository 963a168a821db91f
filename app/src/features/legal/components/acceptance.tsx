import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { TermsType } from '@portal/contract/calls/legal';
import { pathTo } from '@portal/manifest/routes';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { memberAtom } from '../../../lib/session';
import { acceptTerms } from '../api/legal';

/** seed 001 section 9 and seed 003 section 9: home 2 seconds after accepting. */
export const ACCEPTANCE_REDIRECT_MS = 2000;

/** The agree checkbox and button of a member who has not accepted yet (seed 001 section 4). */
export function Acceptance({ kind }: { kind: TermsType }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const setMember = useSetAtom(memberAtom);
  const [ticked, setTicked] = useState(false);
  const [state, setState] = useState<'idle' | 'accepted' | 'failed'>('idle');
  const id = useId();

  useEffect(() => {
    if (state !== 'accepted') return;
    const timer = setTimeout(() => navigate(pathTo('home')), ACCEPTANCE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  if (state === 'accepted') {
    return (
      <Banner tone="success" role="status">
        {kind === 'pp' ? (
          <Trans>Thank you for accepting the privacy policy. Taking you to the home page…</Trans>
        ) : (
          <Trans>Thank you for accepting the terms and conditions. Taking you to the home page…</Trans>
        )}
      </Banner>
    );
  }

  const agree = async () => {
    setState('idle');
    try {
      await acceptTerms(kind);
      setMember((member) => (member ? { ...member, ...(kind === 'pp' ? { ppAccepted: true } : { tcAccepted: true }) } : member));
      setState('accepted');
    } catch {
      setState('failed');
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} css={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <h2 id={`${id}-heading`} css={{ margin: 0, fontSize: '1.25rem' }}>
        <Trans>Your agreement</Trans>
      </h2>
      <Checkbox
        label={kind === 'pp' ? t`I have read and agree to the privacy policy` : t`I have read and agree to the terms and conditions`}
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
      {state === 'failed' ? (
        <Banner tone="danger" role="alert">
          <Trans>Sorry, something went wrong. Please try again.</Trans>
        </Banner>
      ) : null}
      <Button onClick={agree} disabled={!ticked} loadingLabel={t`Saving`}>
        <Trans>Agree</Trans>
      </Button>
    </section>
  );
}
