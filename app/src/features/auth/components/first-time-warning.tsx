import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '@portal/ui/banner';
import { FIRST_TIME_WARNING_KEY } from '../utils/constants';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(FIRST_TIME_WARNING_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The first-time warning of the login screen; once dismissed it stays hidden on this device. */
export function FirstTimeWarning() {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(FIRST_TIME_WARNING_KEY, 'true');
    } catch {
      // private browsing without storage: hidden until the next visit only
    }
    setDismissed(true);
  };
  return (
    <Banner tone="info" role="none" title={t`First time here?`} onDismiss={dismiss} dismissLabel={t`Dismiss the first-time message`}>
      <Trans>
        Select Register and sign in with your email, then enter the access code your employer gave you. You only
        need to register once; after that, select Login.
      </Trans>
    </Banner>
  );
}
