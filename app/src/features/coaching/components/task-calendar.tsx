import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { CoachingType } from '../api/coaches';
import { useTaskCalendar } from '../api/home';
import { monthOf } from '../utils/calendar';
import { MonthCalendar } from './month-calendar';

/**
 * The calendar widget of a calendar or journal task (coaching/get-calendar): the month's days with entries
 * marked; choosing a day shows the task on that day. A failed load is only logged (seed 002 section 8): the
 * calendar then shows no marks.
 */
export function TaskCalendar({
  taskId,
  title,
  type,
  selected,
  today,
  revision = 0,
  onSelect,
}: {
  readonly taskId: number;
  readonly title: string;
  readonly type: CoachingType;
  readonly selected: string;
  readonly today: string;
  /** changes when an entry was saved: the marks load again */
  readonly revision?: number;
  readonly onSelect: (date: string) => void;
}) {
  const { t } = useLingui();
  const [month, setMonth] = useState(monthOf(selected));
  const calendar = useTaskCalendar(taskId, month, type);
  const { mutate } = calendar;
  useEffect(() => {
    if (revision > 0) void mutate();
  }, [revision, mutate]);
  const marked = useMemo(() => new Set(calendar.data?.dates ?? []), [calendar.data]);
  return (
    <MonthCalendar
      label={calendar.data?.title ?? title}
      month={month}
      onMonthChange={setMonth}
      selected={selected}
      onSelect={onSelect}
      today={today}
      marked={marked}
      markLabel={t`has an entry`}
    />
  );
}
