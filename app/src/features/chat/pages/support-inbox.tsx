import { StaffPageNotFound } from '../../../components/staff-not-found';
import { pageColumn } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { usePageTitle } from '../../../components/page-title';
import { staffRows } from '../../../components/staff-list-styles';
import { UnreadCount } from '../../../components/unread-count';
import { ListState } from '../../../components/list-state';
import { ListSkeleton } from '../../../components/panel-states';
import { ApiError } from '../../../lib/api';
import { useSupportConversations } from '../api/support';
import { formatDate } from '../../../lib/dates';

const page = pageColumn({ gap: 5 });

const muted = css`
  color: ${theme.color.text.muted};
`;

/**
 * The support inbox (decision 0340): the support conversations of the agent's own client, most recently active
 * first, with the member's first name, the last message's time and the messages support has not read.
 */
export default function SupportInbox() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Support inbox`);
  const inbox = useSupportConversations();

  if (inbox.error instanceof ApiError && inbox.error.status === 403) {
    return <StaffPageNotFound styles={page} />;
  }

  const when = (iso: string) => formatDate(iso, 'shortWeekdayDayMonthTime', i18n.locale);

  return (
    <div css={page}>
      <h1>
        <Trans>Support inbox</Trans>
      </h1>
      <ListState
        query={inbox}
        items={(data) => data.conversations}
        errorMessage={<Trans>The support conversations could not be loaded.</Trans>}
        loading={<ListSkeleton label={t`Loading the support conversations`} />}
        empty={{ title: t`No support conversations yet`, description: t`Members appear here once they write in the support chat.` }}
      >
        {(rows) => (
        <ul css={staffRows} aria-label={t`Support conversations`}>
          {rows.map((conversation) => (
            <li key={conversation.conversation_sid} data-testid="support-conversation">
              <span>
                <Link to={pathTo('supportConversation', { conversation_sid: conversation.conversation_sid })}>
                  {conversation.first_name || t`Member`}
                </Link>
                <UnreadCount count={conversation.unread} label={<Trans>unread</Trans>} />
                {conversation.status === 'closed' ? (
                  <span css={muted}>
                    {' '}
                    · <Trans>Ended</Trans>
                  </span>
                ) : null}
              </span>
              <span css={muted}>
                <Trans>Last message</Trans>{' '}
                <time dateTime={conversation.last_active_at}>{when(conversation.last_active_at)}</time>
              </span>
            </li>
          ))}
        </ul>
        )}
      </ListState>
    </div>
  );
}
