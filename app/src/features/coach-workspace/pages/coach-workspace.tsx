import { StaffPageNotFound } from '../../../components/staff-not-found';
import { pageColumn } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { usePageTitle } from '../../../components/page-title';
import { staffRows } from '../../../components/staff-list-styles';
import { UnreadCount } from '../../../components/unread-count';
import { ListState } from '../../../components/list-state';
import { ListSkeleton } from '../../../components/panel-states';
import { ApiError } from '../../../lib/api';
import { memberAtom } from '../../../lib/session';
import { useClinicBookings, useCoachees } from '../api/workspace';
import { CoacheeStatusButton } from '../components/coachee-status';
import { formatDate } from '../../../lib/dates';

const page = css`
  ${pageColumn({ gap: 5 })}
  & h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.font.size.xl};
  }
`;

const refused = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The coach's and the clinician's home (issue 12): a coach's chat inbox with unread counts and upcoming sessions,
 * a clinician's clinic bookings; each with Join into the booking's video room.
 */
export default function CoachWorkspace() {
  const { t, i18n } = useLingui();
  // a staff member asks only for the lists their roles allow; a member kept by an older build, whose roles are
  // not known, asks for both and is shown what the server does not refuse
  const roles = useAtomValue(memberAtom)?.staffRoles;
  const coachees = useCoachees(roles === undefined || roles.includes('coach'));
  const clinic = useClinicBookings(roles === undefined || roles.includes('clinician'));
  const isCoach = roles === undefined ? !refused(coachees.error) : roles.includes('coach');
  const isClinician = roles === undefined ? !refused(clinic.error) : roles.includes('clinician');
  usePageTitle(isCoach || !isClinician ? t`Coach workspace` : t`Clinician workspace`);

  if (!isCoach && !isClinician) {
    return <StaffPageNotFound styles={page} />;
  }

  const when = (iso: string) => formatDate(iso, 'shortWeekdayDayMonthTime', i18n.locale);

  return (
    <div css={page}>
      <h1>{isCoach ? <Trans>Coach workspace</Trans> : <Trans>Clinician workspace</Trans>}</h1>
      {isCoach ? (
        <>
          <section aria-labelledby="coach-inbox">
            <h2 id="coach-inbox">
              <Trans>Chats</Trans>
            </h2>
            <ListState
              query={coachees}
              items={(data) => data.coachees}
              errorMessage={<Trans>Your coachees could not be loaded.</Trans>}
              loading={<ListSkeleton label={t`Loading your coachees`} />}
              empty={{ title: t`No coachees yet`, description: t`Members appear here once they book a session with you.` }}
            >
              {(rows) => (
              <ul css={staffRows}>
                {rows.map((coachee) => (
                  <li key={coachee.conversation_sid}>
                    <span>
                      <Link to={pathTo('coachConversation', { conversation_sid: coachee.conversation_sid })}>
                        {coachee.name}
                      </Link>
                      <UnreadCount count={coachee.unread} label={<Trans>unread</Trans>} />
                      {coachee.status === 'discharged' ? (
                        <>
                          {' '}
                          · <Trans>Discharged</Trans>
                        </>
                      ) : null}
                    </span>
                    <CoacheeStatusButton
                      conversationSid={coachee.conversation_sid}
                      status={coachee.status}
                      onChanged={() => void coachees.mutate()}
                    />
                  </li>
                ))}
              </ul>
              )}
            </ListState>
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
              <ul css={staffRows}>
                {coachees.data.upcoming.map((session) => (
                  <li key={`${session.start}-${session.coachee_name}`}>
                    <span>{session.coachee_name}</span>
                    <span>{when(session.start)}</span>
                    <span>
                      {session.delivery_type === 'chat' ? <Trans>Chat</Trans> : <Trans>Video</Trans>}
                    </span>
                    {session.booking_id !== null && session.delivery_type !== 'chat' ? (
                      <Link
                        reloadDocument
                        to={pathTo('bookingVideoRoom', { booking_id: String(session.booking_id) })}
                        aria-label={t`Join the session with ${session.coachee_name}`}
                      >
                        <Trans>Join</Trans>
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
      {isClinician ? (
        <section aria-labelledby="clinic-bookings">
          <h2 id="clinic-bookings">
            <Trans>Clinic bookings</Trans>
          </h2>
          <ListState
            query={clinic}
            items={(data) => data.bookings}
            errorMessage={<Trans>Your clinic bookings could not be loaded.</Trans>}
            loading={<ListSkeleton label={t`Loading your clinic bookings`} />}
            empty={{ title: t`No clinic bookings`, description: t`Consultations that members book with you appear here.` }}
          >
            {(rows) => (
            <ul css={staffRows}>
              {rows.map((booking) => (
                <li key={booking.booking_id}>
                  <span>{booking.member_name}</span>
                  <span>{when(booking.start)}</span>
                  <span>
                    {booking.kind === 'blood-test' ? (
                      <Trans>Blood test consultation</Trans>
                    ) : booking.kind === 'dmh' ? (
                      <Trans>Digital mental health</Trans>
                    ) : (
                      <Trans>Clinic appointment</Trans>
                    )}
                  </span>
                  <Link
                    reloadDocument
                    to={pathTo('bookingVideoRoom', { booking_id: String(booking.booking_id) })}
                    aria-label={t`Join the session with ${booking.member_name}`}
                  >
                    <Trans>Join</Trans>
                  </Link>
                </li>
              ))}
            </ul>
            )}
          </ListState>
        </section>
      ) : null}
    </div>
  );
}
