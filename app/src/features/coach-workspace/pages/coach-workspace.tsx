import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { EmptyState } from '@portal/ui/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { ApiError } from '../../../lib/api';
import { useCoachees } from '../api/workspace';
import { CoacheeStatusButton } from '../components/coachee-status';

const page = css`
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[7]};
  & h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
  & h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.font.size.xl};
  }
`;

const rows = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    align-items: center;
    justify-content: space-between;
    padding: ${theme.space[3]};
    border: 1px solid ${theme.color.border.default};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface.raised};
  }
`;

const badge = css`
  display: inline-block;
  min-width: 1.5rem;
  margin-left: ${theme.space[2]};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.notification.badge};
  color: ${theme.color.notification.badgeText};
  text-align: center;
`;

/** The coach's home (issue 12): the chat inbox with unread counts, and upcoming sessions. */
export default function CoachWorkspace() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Coach workspace`);
  const coachees = useCoachees();

  if (coachees.error instanceof ApiError && coachees.error.status === 403) {
    return (
      <div css={page}>
        <h1>
          <Trans>Page not found</Trans>
        </h1>
      </div>
    );
  }

  const when = (iso: string) => i18n.date(new Date(iso), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

  return (
    <div css={page}>
      <h1>
        <Trans>Coach workspace</Trans>
      </h1>
      <section aria-labelledby="coach-inbox">
        <h2 id="coach-inbox">
          <Trans>Chats</Trans>
        </h2>
        {coachees.error ? (
          <LoadError message={<Trans>Your coachees could not be loaded.</Trans>} onRetry={() => coachees.mutate()} />
        ) : !coachees.data ? (
          <ListSkeleton label={t`Loading your coachees`} />
        ) : coachees.data.coachees.length === 0 ? (
          <EmptyState title={t`No coachees yet`} description={t`Members appear here once they book a session with you.`} />
        ) : (
          <ul css={rows}>
            {coachees.data.coachees.map((coachee) => (
              <li key={coachee.conversation_sid}>
                <span>
                  <Link to={pathTo('coachConversation', { conversation_sid: coachee.conversation_sid })}>{coachee.name}</Link>
                  {coachee.unread > 0 ? (
                    <span css={badge} data-testid="unread">
                      {coachee.unread}
                      <span css={css({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' })}>
                        {' '}
                        <Trans>unread</Trans>
                      </span>
                    </span>
                  ) : null}
                  {coachee.status === 'discharged' ? (
                    <>
                      {' '}
                      · <Trans>Discharged</Trans>
                    </>
                  ) : null}
                </span>
                <CoacheeStatusButton conversationSid={coachee.conversation_sid} status={coachee.status} onChanged={() => void coachees.mutate()} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="coach-upcoming">
        <h2 id="coach-upcoming">
          <Trans>Upcoming sessions</Trans>
        </h2>
        {!coachees.data ? null : coachees.data.upcoming.length === 0 ? (
          <p>
            <Trans>No sessions booked.</Trans>
          </p>
        ) : (
          <ul css={rows}>
            {coachees.data.upcoming.map((session) => (
              <li key={`${session.start}-${session.coachee_name}`}>
                <span>{session.coachee_name}</span>
                <span>{when(session.start)}</span>
                <span>{session.delivery_type === 'chat' ? <Trans>Chat</Trans> : <Trans>Video</Trans>}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
