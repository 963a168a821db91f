import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { buttonStyle } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api';
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
      {join.error instanceof ApiError && join.error.status === 404 ? (
        // no coach yet (the server's 404 of chat/join): the way to one, not an error
        <EmptyState
          icon="user"
          title={t`You do not have a coach yet.`}
          description={t`Choose a coach and book a first session; you can then write to them here.`}
          action={
            <Link to={pathTo('mentalHealthCoachingStart')} css={buttonStyle('primary', 'md', false)}>
              <Trans>Find a coach</Trans>
            </Link>
          }
        />
      ) : join.error ? (
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
