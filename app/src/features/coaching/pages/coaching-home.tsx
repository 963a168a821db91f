import { outlinedBox, plainList } from '../../../components/page-styles';
import { coachingPage, rowButton } from '../components/service-page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SMART_GOAL_MAX_LENGTH, type CoachingBooking, type Goal, type Task } from '@portal/contract/calls/coaching';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { DateField } from '../../../components/date-field';
import { Modal } from '@portal/ui/modal';
import { Select } from '@portal/ui/select';
import { TextField } from '@portal/ui/text-field';
import { ActionLink } from '../../../components/action-link';
import { NearScreen } from '../../../components/near-screen';
import { usePageTitle } from '../../../components/page-title';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import type { PageProps } from '../../../lib/page';
import { memberAtom } from '../../../lib/session';
import { createSmartGoal, useCoachingData } from '../api/home';
import { AchievementsBlock } from '../components/achievements-block';
import { Checkin } from '../components/checkin';
import { HomeCalendar } from '../components/home-calendar';
import { ProfileForm } from '../components/profile-form';
import { TaskModal } from '../components/task-modal';
import { dueOf, startVideoDelay } from '../utils/due-text';
import { coachingHomeRedirect, type CoachingHomeState } from '@portal/contract/coaching-home';
import { serviceOfRoute, type ServiceRoutes } from '../utils/services';
import { formatDate } from '../../../lib/dates';

const list = plainList(3);

const card = outlinedBox({ gap: 3 });

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

const taskButton = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  ${rowButton}
  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.muted};
  }
`;

const columns = css`
  display: grid;
  gap: ${theme.space[6]};
  align-items: start;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
  }
  & > aside {
    display: grid;
    gap: ${theme.space[6]};
  }
`;

const muted = css`
  color: ${theme.color.text.muted};
`;

const bar = css`
  width: 100%;
  height: 0.5rem;
  accent-color: ${theme.color.action.primary.bg};
`;

const isoToday = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

function useFormat() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      when: (iso: string) => formatDate(iso, 'weekdayDayMonthTime', i18n.locale),
      weekday: (date: Date) => formatDate(date, 'weekday', i18n.locale),
      dayMonth: (date: Date) => formatDate(date, 'dayMonth', i18n.locale),
    }),
    [i18n.locale],
  );
}

function DueText({ task }: { readonly task: Task }) {
  const { t } = useLingui();
  const format = useFormat();
  const due = dueOf(task, new Date());
  switch (due.kind) {
    case 'none':
      return null;
    case 'done':
      return <Trans>Done</Trans>;
    case 'repeats': {
      // the server's recurring type, in the member's language where the page knows it
      const known: Record<string, string> = { daily: t`daily`, weekly: t`weekly`, monthly: t`monthly` };
      const type = known[due.type] ?? due.type;
      return <Trans>Repeats {type}</Trans>;
    }
    case 'today':
      return <Trans>To complete by Today</Trans>;
    case 'tomorrow':
      return <Trans>To complete by Tomorrow</Trans>;
    case 'weekday': {
      const day = format.weekday(due.date);
      return <Trans>To complete by {day}</Trans>;
    }
    case 'date': {
      const day = format.dayMonth(due.date);
      return <Trans>To complete by {day}</Trans>;
    }
  }
}

function Lock() {
  const { t } = useLingui();
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" role="img" aria-label={t`Locked`} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

function TaskItem({ task, onOpen }: { readonly task: Task; readonly onOpen: (task: Task) => void }) {
  return (
    <li>
      <button type="button" css={taskButton} disabled={task.disabled} onClick={() => onOpen(task)} data-task-id={task.id}>
        <span>{task.title}</span>
        <span css={muted}>{task.disabled ? <Lock /> : <DueText task={task} />}</span>
      </button>
    </li>
  );
}

/** Start Video on the earliest upcoming video booking, revealed 10 minutes before its start by a timer. */
function useStartVideoShown(booking: CoachingBooking | undefined): boolean {
  const [, setTick] = useState(0);
  const delay = booking ? startVideoDelay(booking.start, Date.now()) : null;
  useEffect(() => {
    if (delay === null || delay === 0) return undefined;
    const timer = window.setTimeout(() => setTick((n) => n + 1), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return delay === 0;
}

function Bookings({ upcoming, past }: { readonly upcoming: readonly CoachingBooking[]; readonly past: readonly CoachingBooking[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const firstVideo = upcoming.find((b) => b.delivery_type === 'video');
  const startShown = useStartVideoShown(firstVideo);
  const item = (booking: CoachingBooking, isUpcoming: boolean) => (
    <li key={booking.id} css={card}>
      <div css={row}>
        <div>
          <h4>{booking.coach_title}</h4>
          <p>{format.when(booking.start)}</p>
          <p css={muted}>{booking.delivery_type === 'video' ? <Trans>Video session</Trans> : <Trans>Chat session</Trans>}</p>
        </div>
        {isUpcoming && booking === firstVideo && startShown ? (
          <ActionLink to={pathTo('bookingVideoRoom', { booking_id: String(booking.id), tests: 'device-tests' })} reloadDocument>
            <Trans>Start Video</Trans>
          </ActionLink>
        ) : null}
        {isUpcoming && booking.delivery_type === 'chat' ? (
          <ActionLink to={pathTo('mentalHealthCoachingChat')}>
            <Trans>Chat</Trans>
          </ActionLink>
        ) : null}
      </div>
    </li>
  );
  return (
    <section aria-labelledby="coaching-bookings">
      <h2 id="coaching-bookings">
        <Trans>Your sessions</Trans>
      </h2>
      {upcoming.length === 0 ? (
        <p role="status">
          <Trans>Sorry you don't have any bookings at the moment.</Trans>
        </p>
      ) : (
        <ul css={list} aria-label={t`Upcoming sessions`}>
          {upcoming.map((b) => item(b, true))}
        </ul>
      )}
      {past.length > 0 ? (
        <details>
          <summary>
            <Trans>Past sessions</Trans>
          </summary>
          <ul css={list}>{past.map((b) => item(b, false))}</ul>
        </details>
      ) : null}
    </section>
  );
}

function SmartGoalForm({ goal, onClose, onCreated }: { readonly goal: Goal; readonly onClose: () => void; readonly onCreated: () => void }) {
  const { t } = useLingui();
  const open = goal.milestones.filter((m) => !m.disabled);
  const [milestoneId, setMilestoneId] = useState(open[0]?.id ?? 0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [date, setDate] = useState(isoToday(new Date()));
  const [busy, setBusy] = useState(false);
  const ready = title.trim() !== '' && text.trim() !== '' && milestoneId > 0;
  const submit = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      const bytes = new TextEncoder().encode(text.trim());
      const content = btoa(String.fromCharCode(...bytes));
      await createSmartGoal({ goal_id: goal.id, milestone_id: milestoneId, title: title.trim(), content, target_date: date });
      onCreated();
      onClose();
    } catch {
      // seed 002 section 8: a failed task creation is only logged; the form stays for another try
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans>Create smart goal</Trans>}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans context="dialog">Cancel</Trans>
          </Button>
          <Button onClick={() => void submit()} disabled={!ready || busy}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <div css={list}>
        {open.length > 1 ? (
          <Select
            label={t`Milestone`}
            value={String(milestoneId)}
            onChange={(event) => setMilestoneId(Number(event.target.value))}
            options={open.map((m) => ({ value: String(m.id), label: m.title }))}
          />
        ) : null}
        <TextField label={t`Title`} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        <TextField
          label={t`Your smart goal`}
          hint={t`150 character limit`}
          value={text}
          maxLength={SMART_GOAL_MAX_LENGTH}
          onChange={(event) => setText(event.target.value.slice(0, SMART_GOAL_MAX_LENGTH))}
        />
        <DateField label={t`Target date`} value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
    </Modal>
  );
}

function Goals({ goals, orphans, onOpen, onChanged }: { readonly goals: readonly Goal[]; readonly orphans: readonly Task[]; readonly onOpen: (task: Task) => void; readonly onChanged: () => void }) {
  const { t } = useLingui();
  const [creatingFor, setCreatingFor] = useState<Goal | null>(null);
  return (
    <section aria-labelledby="coaching-goals">
      <h2 id="coaching-goals">
        <Trans>Your goals</Trans>
      </h2>
      <ul css={list}>
        {goals.map((goal) => (
          <li key={goal.id} css={card}>
            <div css={row}>
              <h3>{goal.title}</h3>
              <Button size="sm" variant="secondary" onClick={() => setCreatingFor(goal)} disabled={goal.milestones.every((m) => m.disabled)}>
                <Trans>Create smart goal</Trans>
              </Button>
            </div>
            <progress css={bar} max={100} value={goal.progress} aria-label={t`Progress of ${goal.title}`} />
            <p css={muted}>{t`${goal.progress}% complete`}</p>
            {goal.milestones.map((milestone) => (
              <div key={milestone.id} css={list}>
                <h4>
                  {milestone.title} {milestone.disabled ? <Lock /> : null}
                </h4>
                <ul css={list}>
                  {milestone.tasks.map((task) => (
                    <TaskItem key={task.id} task={task} onOpen={onOpen} />
                  ))}
                </ul>
              </div>
            ))}
          </li>
        ))}
      </ul>
      {orphans.length > 0 ? (
        <div css={[card, { marginTop: theme.space[3] }]}>
          <h3>
            <Trans>Bonus tasks</Trans>
          </h3>
          <ul css={list}>
            {orphans.map((task) => (
              <TaskItem key={task.id} task={task} onOpen={onOpen} />
            ))}
          </ul>
        </div>
      ) : null}
      {creatingFor ? <SmartGoalForm goal={creatingFor} onClose={() => setCreatingFor(null)} onCreated={onChanged} /> : null}
    </section>
  );
}

function NoGoals({ profileCompleted, onProfileSaved }: { readonly profileCompleted: boolean; readonly onProfileSaved: () => void }) {
  if (!profileCompleted) return <ProfileForm onSaved={onProfileSaved} />;
  return (
    <section css={card} aria-labelledby="coaching-no-goals">
      <h2 id="coaching-no-goals">
        <Trans>Hold Tight!</Trans>
      </h2>
      <p>
        <Trans>Sorry you don't have any goals set yet, reach out to coach to get some.</Trans>
      </p>
    </section>
  );
}

/**
 * Where the home sends the member instead (the rule the server answers the page's request with as well: a member
 * opening the home gets the start page from the server; this one is for navigation inside the app).
 */
function redirectOf(service: ServiceRoutes, data: CoachingHomeState): string | null {
  const to = coachingHomeRedirect(service.start, data);
  return to === null ? null : pathTo(to);
}

/** The coaching home of a service (seed 002 sections 2 to 4): sessions, goals and tasks, the profile form. */
export default function CoachingHome({ routeName }: PageProps) {
  const { t } = useLingui();
  const service = serviceOfRoute(routeName);
  usePageTitle(t`Your coaching`);
  const navigate = useNavigate();
  const data = useCoachingData(service.type);
  const [openTask, setOpenTask] = useState<Task | null>(null);
  const redirect = data.data ? redirectOf(service, data.data) : null;
  const setMember = useSetAtom(memberAtom);
  const closed = data.data?.closed_journey ?? false;

  useEffect(() => {
    // seed 002 section 4: a closed journey clears the coach flag (the server removed the stored prompt)
    if (closed) setMember((member) => (member ? { ...member, coach: false } : member));
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, closed, navigate, setMember]);

  const heading = (
    <h1>
      <Trans>Your coaching</Trans>
    </h1>
  );
  if (!data.data || redirect) {
    return (
      <div css={coachingPage}>
        {heading}
        {data.error ? (
          <LoadError message={<Trans>We could not load your coaching.</Trans>} onRetry={() => data.mutate()} />
        ) : (
          <ListSkeleton label={t`Loading your coaching`} />
        )}
      </div>
    );
  }
  const { bookings, tasks, user_profile_completed: profileCompleted } = data.data;
  const refresh = () => void data.mutate();
  return (
    <div css={coachingPage} data-coaching-home={service.key}>
      {heading}
      <Bookings upcoming={bookings.upcoming} past={bookings.past} />
      <div css={columns}>
        {tasks.goals.length === 0 && tasks.orphans.length === 0 ? (
          <NoGoals profileCompleted={profileCompleted} onProfileSaved={refresh} />
        ) : (
          <Goals goals={tasks.goals} orphans={tasks.orphans} onOpen={setOpenTask} onChanged={refresh} />
        )}
        <aside aria-label={t`Calendar and check-in`}>
          {/* below the goals on a phone: the calendar and the check-in (its chart) draw as the member scrolls to them */}
          <NearScreen height="22rem">
            <HomeCalendar bookings={[...bookings.upcoming, ...bookings.past]} goals={tasks.goals} orphans={tasks.orphans} onOpenTask={setOpenTask} />
          </NearScreen>
          {/* seed 002: the check-in column is hidden on health coaching */}
          {service.key === 'health' ? null : (
            <NearScreen height="16rem">
              <Checkin />
            </NearScreen>
          )}
        </aside>
      </div>
      <NearScreen height="12rem">
        <AchievementsBlock />
      </NearScreen>
      {openTask ? (
        <TaskModal
          taskId={openTask.id}
          title={openTask.title}
          today={isoToday(new Date())}
          widget={openTask.has_widget}
          type={service.type}
          onClose={() => setOpenTask(null)}
          onChanged={refresh}
        />
      ) : null}
    </div>
  );
}
