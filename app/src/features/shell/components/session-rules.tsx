import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { memberAtom } from '../../../lib/session';
import { useSignOut } from '../../../lib/sign-out';
import { useInactivity } from '../hooks/use-inactivity';
import { useKeepAlive } from '../hooks/use-keep-alive';
import { useSessionMaximum } from '../hooks/use-session-maximum';
import { idleThresholdMs } from '../utils/session-rules';
import { InactivityPrompt } from './inactivity-prompt';

/** The signed-in session's time rules: the inactivity prompt and the 1440-minute maximum. */
export function SessionRules() {
  const member = useAtomValue(memberAtom);
  const signOut = useSignOut();
  const idleMs = useMemo(() => idleThresholdMs(), []);
  const inactivity = useInactivity({ idleMs, onTimeout: () => void signOut(), enabled: member !== null });
  useSessionMaximum(member?.loginTime, () => void signOut());
  const tellServer = useKeepAlive(member !== null);

  return (
    <InactivityPrompt
      open={inactivity.prompting}
      remainingMs={inactivity.remainingMs}
      onStay={() => {
        inactivity.stay();
        tellServer();
      }}
      onSignOut={signOut}
    />
  );
}
