import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { usePageTitle } from '../../../components/page-title';
import { ListSkeleton } from '../../../components/panel-states';
import { useJoinChat } from '../api/chat';
import { ChatPanel } from '../components/chat-panel';

const page = css`
  display: grid;
  gap: ${theme.space[4]};
  padding-bottom: ${theme.space[7]};
  & h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
`;

/** The member's chat with their coach (seed 002 'Chat screen'). */
export default function ChatPage() {
  const { t } = useLingui();
  usePageTitle(t`Chat with your coach`);
  const join = useJoinChat();

  return (
    <div css={page}>
      <h1>
        <Trans>Chat with your coach</Trans>
      </h1>
      {join.error ? (
        <Banner tone="danger" toneLabel={t`Error:`}>
          <Trans>Conversation not loaded ..</Trans>
        </Banner>
      ) : !join.data ? (
        <ListSkeleton label={t`Loading your conversation`} />
      ) : (
        <ChatPanel
          key={join.data.token}
          conversationSid={join.data.conversation_sid}
          token={join.data.token}
          identity={join.data.user}
          you="member"
          otherName={join.data.user_coach_name}
          otherTitle={join.data.chat_user_title}
        />
      )}
    </div>
  );
}
