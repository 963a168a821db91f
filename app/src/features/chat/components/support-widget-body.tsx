import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { LoadError } from '../../../components/panel-states';
import { useJoinSupportChat } from '../api/support';
import { SupportThread } from './support-thread';

const Waiting = styled.p`
  margin: 0;
  padding: ${theme.space[3]};
  color: ${theme.color.text.muted};
`;

const Failed = styled.div`
  padding: ${theme.space[3]};
`;

/**
 * What the client's chat widget shows once opened (decision 0340): the member's support conversation, joined (or
 * started) on the chat transports, after the greeting. The shell loads this module only when the widget opens.
 */
export default function SupportWidgetBody() {
  const { t } = useLingui();
  const join = useJoinSupportChat();
  const retry = () => void join.mutate();

  if (join.error) {
    return (
      <Failed>
        <LoadError message={<Trans>Conversation not loaded ..</Trans>} onRetry={retry} />
      </Failed>
    );
  }
  if (!join.data) {
    return (
      <Waiting role="status">
        <Trans>Connecting to support…</Trans>
      </Waiting>
    );
  }
  return (
    <SupportThread
      key={join.data.token}
      conversationSid={join.data.conversation_sid}
      token={join.data.token}
      identity={join.data.user}
      you="member"
      otherName={t`Support`}
      greeting={<Trans>Hello! How can we help you today?</Trans>}
      inputLabel={t`Your message`}
      onRetry={retry}
    />
  );
}
