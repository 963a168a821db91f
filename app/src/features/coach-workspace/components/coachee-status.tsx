import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@portal/ui/button';
import { setStatus } from '../api/workspace';

/** Discharge a coachee (they can no longer send), or restart them. */
export function CoacheeStatusButton({ conversationSid, status, onChanged }: { conversationSid: string; status: string; onChanged: () => void }) {
  const [failed, setFailed] = useState(false);
  const discharged = status === 'discharged';
  const change = async () => {
    try {
      setFailed(false);
      await setStatus(conversationSid, discharged ? 'active' : 'discharged');
      onChanged();
    } catch {
      setFailed(true);
    }
  };
  return (
    <span>
      <Button variant="secondary" size="sm" onClick={change}>
        {discharged ? <Trans>Restart coaching</Trans> : <Trans>Discharge</Trans>}
      </Button>
      {failed ? (
        <span role="alert">
          {' '}
          <Trans>Something went wrong</Trans>
        </span>
      ) : null}
    </span>
  );
}
