import dayjs from 'dayjs';

/** One day cell of a month view. */
export interface CalendarDay {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly day: number;
  /** whether the day belongs to the month shown (the first and last weeks reach into the neighbours) */
  readonly inMonth: boolean;
}

/** The weeks of a month (YYYY-MM), each seven days from Monday (seed 002 section 9: weeks start on Monday). */
export function monthWeeks(month: string): CalendarDay[][] {
  const first = dayjs(`${month}-01`);
  // dayjs counts Sunday as 0: days back to the Monday on or before the first
  const back = (first.day() + 6) % 7;
  const start = first.subtract(back, 'day');
  const last = first.endOf('month');
  const weeks: CalendarDay[][] = [];
  for (let cursor = start; !cursor.isAfter(last, 'day'); ) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1, cursor = cursor.add(1, 'day')) {
      week.push({ date: cursor.format('YYYY-MM-DD'), day: cursor.date(), inMonth: cursor.month() === first.month() });
    }
    weeks.push(week);
  }
  return weeks;
}

export const monthOf = (date: string): string => date.slice(0, 7);

export const shiftMonth = (month: string, by: number): string => dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM');

/** Where a key moves the focused day of a grid (arrows by day and week, Home/End to the week's ends, PageUp/Down by month). */
export function moveFocus(date: string, key: string): string | null {
  const day = dayjs(date);
  switch (key) {
    case 'ArrowLeft':
      return day.subtract(1, 'day').format('YYYY-MM-DD');
    case 'ArrowRight':
      return day.add(1, 'day').format('YYYY-MM-DD');
    case 'ArrowUp':
      return day.subtract(7, 'day').format('YYYY-MM-DD');
    case 'ArrowDown':
      return day.add(7, 'day').format('YYYY-MM-DD');
    case 'Home':
      return day.subtract((day.day() + 6) % 7, 'day').format('YYYY-MM-DD');
    case 'End':
      return day.add(6 - ((day.day() + 6) % 7), 'day').format('YYYY-MM-DD');
    case 'PageUp':
      return day.subtract(1, 'month').format('YYYY-MM-DD');
    case 'PageDown':
      return day.add(1, 'month').format('YYYY-MM-DD');
    default:
      return null;
  }
}

/** The member's local today, YYYY-MM-DD. */
export const localToday = (now: Date = new Date()): string => dayjs(now).format('YYYY-MM-DD');
