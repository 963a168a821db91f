import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { CoachingBooking, Goal, Task } from '@portal/contract/calls/coaching';
import { localToday, monthOf } from '../utils/calendar';
import { MonthCalendar } from './month-calendar';
import { formatDate } from '../../../lib/dates';
import { outlinedBox, plainList } from '../../../components/page-styles';
import { rowButton } from './service-page-styles';

const box = css`
  ${outlinedBox({ gap: 3 })}
  align-content: start;
  & ul {
    ${plainList(2)}
  }
  & button.agenda {
    ${rowButton}
  }
`;

export type AgendaItem =
  | { readonly kind: 'session'; readonly date: string; readonly booking: CoachingBooking }
  | { readonly kind: 'task'; readonly date: string; readonly task: Task };

/** What falls on each day: sessions by their local start day, open tasks by their target date (locked ones left out). */
export function agendaOf(bookings: readonly CoachingBooking[], goals: readonly Goal[], orphans: readonly Task[]): AgendaItem[] {
  const tasks = [...goals.flatMap((g) => g.milestones.flatMap((m) => m.tasks)), ...orphans];
  return [
    ...bookings.map((booking) => ({ kind: 'session' as const, date: dayjs(booking.start).format('YYYY-MM-DD'), booking })),
    ...tasks.flatMap((task) => (task.disabled || task.target_date === false ? [] : [{ kind: 'task' as const, date: task.target_date, task }])),
  ];
}

function TaskLine({ title, onOpen }: { readonly title: string; readonly onOpen: () => void }) {
  return (
    <button type="button" className="agenda" onClick={onOpen}>
      <Trans>Task: {title}</Trans>
    </button>
  );
}

function SessionLine({ at, coach }: { readonly at: string; readonly coach: string }) {
  return (
    <li>
      <Trans>
        {at} session with {coach}
      </Trans>
    </li>
  );
}

/**
 * The coaching calendar: the month with the member's sessions and task due days marked, weeks from Monday; the
 * chosen day's sessions and tasks listed under it (a task opens in its modal).
 */
export function HomeCalendar({
  bookings,
  goals,
  orphans,
  onOpenTask,
}: {
  readonly bookings: readonly CoachingBooking[];
  readonly goals: readonly Goal[];
  readonly orphans: readonly Task[];
  readonly onOpenTask: (task: Task) => void;
}) {
  const { t, i18n } = useLingui();
  const today = localToday();
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(monthOf(today));
  const items = useMemo(() => agendaOf(bookings, goals, orphans), [bookings, goals, orphans]);
  const marked = useMemo(() => new Set(items.map((item) => item.date)), [items]);
  const day = items.filter((item) => item.date === selected);
  const long = formatDate(selected, 'weekdayDayMonth', i18n.locale);
  return (
    <section css={box} aria-labelledby="coaching-calendar">
      <h2 id="coaching-calendar">
        <Trans>Calendar</Trans>
      </h2>
      <MonthCalendar
        label={t`Your coaching calendar`}
        month={month}
        onMonthChange={setMonth}
        selected={selected}
        onSelect={setSelected}
        today={today}
        marked={marked}
        markLabel={t`sessions or tasks`}
      />
      <h3 aria-live="polite">{long}</h3>
      {day.length === 0 ? (
        <p>
          <Trans>Nothing planned for this day.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Planned for ${long}`}>
          {day.map((item) =>
            item.kind === 'session' ? (
              <SessionLine key={`s-${item.booking.id}`} at={formatDate(item.booking.start, 'time', i18n.locale)} coach={item.booking.coach_title} />
            ) : (
              <li key={`t-${item.task.id}`}>
                <TaskLine title={item.task.title} onOpen={() => onOpenTask(item.task)} />
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
