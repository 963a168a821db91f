import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '@portal/ui/banner';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { FIRST_TIME_WARNING_COOKIE, FIRST_TIME_WARNING_KEY } from '../utils/constants';

function wasDismissed(): boolean {
  if (readCookie(FIRST_TIME_WARNING_COOKIE) === '1') return true;
  try {
    // dismissed before the choice moved to a cookie: move it, so the server's first view knows it too
    if (localStorage.getItem(FIRST_TIME_WARNING_KEY) !== 'true') return false;
    writeCookie(FIRST_TIME_WARNING_COOKIE, '1');
    return true;
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
    writeCookie(FIRST_TIME_WARNING_COOKIE, '1');
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
