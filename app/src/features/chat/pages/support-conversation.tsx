import { StaffPageNotFound } from '../../../components/staff-not-found';
import { pageColumn } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { usePageTitle } from '../../../components/page-title';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { ApiError } from '../../../lib/api';
import { useSupportConversation } from '../api/support';
import { SupportThread } from '../components/support-thread';

const page = pageColumn({ gap: 4 });

const frame = css`
  height: min(36rem, 75vh);
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface.raised};
  overflow: hidden;
`;

/** A support agent answering one member (decision 0340): the conversation live on the chat transports. */
export default function SupportConversation() {
  const { t } = useLingui();
  const { conversation_sid: sid = '' } = useParams();
  const chat = useSupportConversation(sid);
  const name = chat.data?.first_name || t`Member`;
  usePageTitle(chat.data ? t`Support chat with ${name}` : t`Support conversation`);

  if (chat.error instanceof ApiError && (chat.error.status === 403 || chat.error.status === 404)) {
    return <StaffPageNotFound styles={page} />;
  }
  return (
    <div css={page}>
      <Link to={pathTo('supportInbox')}>
        <Trans>Back to the support inbox</Trans>
      </Link>
      {chat.error ? (
        <LoadError message={<Trans>Conversation not loaded ..</Trans>} onRetry={() => chat.mutate()} />
      ) : !chat.data ? (
        <ListSkeleton label={t`Loading the conversation`} />
      ) : (
        <>
          <h1>
            <Trans>Support chat with {name}</Trans>
          </h1>
          <div css={frame}>
            <SupportThread
              key={chat.data.token}
              conversationSid={sid}
              token={chat.data.token}
              identity={chat.data.user}
              you="support"
              otherName={name}
              inputLabel={t`Your answer`}
              onRetry={() => void chat.mutate()}
            />
          </div>
        </>
      )}
    </div>
  );
}
