import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { theme } from '@portal/theme/theme';
import { formatCountdown } from '../utils/session-rules';

const Countdown = styled.p`
  margin: ${theme.space[3]} 0 0;
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

interface InactivityPromptProps {
  readonly open: boolean;
  readonly remainingMs: number;
  readonly onStay: () => void;
  readonly onSignOut: () => Promise<void>;
}

/** Seed 003 section 4: asks an idle member whether to stay, and says how long until the automatic logout. */
export function InactivityPrompt({ open, remainingMs, onStay, onSignOut }: InactivityPromptProps) {
  const { t } = useLingui();
  // written only while the prompt shows: dayjs' durations are not free on a slow phone, and the shell renders
  // this with every page
  const remaining = open ? formatCountdown(remainingMs) : '';
  return (
    <Modal
      open={open}
      onClose={onStay}
      role="alertdialog"
      size="sm"
      dismissible={false}
      title={t`Are you still there?`}
      description={t`You have been inactive for a while. For your security you will be logged out automatically.`}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="secondary" onClick={onSignOut} loadingLabel={t`Logging out`}>
            <Trans>Log out now</Trans>
          </Button>
          <Button onClick={onStay}>
            <Trans>Stay signed in</Trans>
          </Button>
        </>
      }
    >
      <Countdown role="timer" aria-live="off" aria-label={t`Time left before logout: ${remaining}`}>
        {remaining}
      </Countdown>
    </Modal>
  );
}
