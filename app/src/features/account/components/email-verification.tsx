import { useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';
import { ApiError } from '../../../lib/api';
import { sendEmailVerification, useEmailVerification } from '../api/email-verification';

const Line = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  font-size: ${theme.font.size.sm};
`;

const State = styled.span<{ verified: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${(props) => (props.verified ? theme.color.feedback.success.text : theme.color.feedback.warning.text)};
  font-weight: ${theme.font.weight.bold};
`;

/**
 * Whether the member's email address is verified (seed 003 section 4: unverified, then verified by an email link),
 * with a button that sends the link again. Nothing shows while the answer is on its way or if it fails: the row's
 * email and its Update stay usable.
 */
export function EmailVerification() {
  const { t } = useLingui();
  const status = useEmailVerification();
  const [notice, setNotice] = useState<{ readonly sent: boolean; readonly text: string } | null>(null);
  if (!status.data) return null;
  const { verified } = status.data;

  const send = async () => {
    setNotice(null);
    try {
      const reply = await sendEmailVerification();
      setNotice({ sent: true, text: t`We have sent a verification link to ${reply.sent_to}.` });
    } catch (error) {
      setNotice({ sent: false, text: error instanceof ApiError ? error.err : t`Something went wrong. Please try again.` });
      if (error instanceof ApiError && error.status === 409) void status.mutate();
    }
  };

  return (
    <Line data-testid="email-verification">
      <State verified={verified}>
        <Icon name={verified ? 'success' : 'warning'} size={16} />
        {verified ? <Trans>Verified</Trans> : <Trans>Not verified</Trans>}
      </State>
      {verified ? null : (
        <Button size="sm" variant="ghost" onClick={send}>
          <Trans>Send verification email</Trans>
        </Button>
      )}
      <span role="status">{notice?.text ?? ''}</span>
    </Line>
  );
}
