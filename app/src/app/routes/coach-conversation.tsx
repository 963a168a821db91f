import { StaffPageNotFound } from '../../components/staff-not-found';
import { pageColumn } from '../../components/page-styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { Banner } from '@portal/ui/banner';
import { usePageTitle } from '../../components/page-title';
import { ListSkeleton } from '../../components/panel-states';
import { ApiError } from '../../lib/api';
import { ChatPanel } from '../../features/chat/components/chat-panel';
import { useCoacheeChat } from '../../features/coach-workspace/api/workspace';
import { CoacheePlan } from '../../features/coach-workspace/components/coachee-plan';
import { CoacheeStatusButton } from '../../features/coach-workspace/components/coachee-status';

const page = pageColumn({ gap: 4 });

/** A coach answering one coachee: the chat feature's panel, and the workspace's plan of goals and tasks. */
export default function CoachConversation() {
  const { t } = useLingui();
  const { conversation_sid: sid = '' } = useParams();
  const chat = useCoacheeChat(sid);
  usePageTitle(chat.data ? t`Chat with ${chat.data.coachee_name}` : t`Conversation with a coachee`);

  if (chat.error instanceof ApiError && (chat.error.status === 403 || chat.error.status === 404)) {
    return <StaffPageNotFound styles={page} />;
  }
  return (
    <div css={page}>
      <Link to={pathTo('coachWorkspace')}>
        <Trans>Back to your coachees</Trans>
      </Link>
      {chat.error ? (
        <Banner tone="danger" toneLabel={t`Error:`}>
          <Trans>Conversation not loaded ..</Trans>
        </Banner>
      ) : !chat.data ? (
        <ListSkeleton label={t`Loading the conversation`} />
      ) : (
        <>
          <h1>{chat.data.coachee_name}</h1>
          <CoacheeStatusButton
            conversationSid={sid}
            status={chat.data.status}
            onChanged={() => void chat.mutate()}
          />
          <ChatPanel
            key={chat.data.token}
            conversationSid={sid}
            token={chat.data.token}
            identity={chat.data.user}
            you="coach"
            otherName={chat.data.coachee_name}
          />
          <CoacheePlan conversationSid={sid} />
        </>
      )}
    </div>
  );
}
