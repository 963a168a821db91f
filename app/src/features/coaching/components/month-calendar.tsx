import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { theme } from '@portal/theme/theme';
import { IconButton } from '@portal/ui/icon-button';
import { monthOf, monthWeeks, moveFocus, shiftMonth } from '../utils/calendar';
import { formatDate } from '../../../lib/dates';
import { focusRing } from '../../../components/page-styles';

const box = css`
  display: grid;
  gap: ${theme.space[2]};
  & table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  & th {
    padding: ${theme.space[1]} 0;
    color: ${theme.color.text.muted};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
    text-align: center;
  }
  & td {
    padding: 2px;
    text-align: center;
  }
`;

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  & h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
`;

const dayButton = css`
  position: relative;
  width: 100%;
  min-width: 36px;
  min-height: 40px;
  padding: 0;
  border: ${theme.borderWidth.default} solid transparent;
  border-radius: ${theme.radius.input};
  background: transparent;
  color: ${theme.color.text.default};
  font: inherit;
  cursor: pointer;
  &[data-outside='true'] {
    color: ${theme.color.text.muted};
  }
  &[data-today='true'] {
    border-color: ${theme.color.border.strong};
    font-weight: ${theme.font.weight.bold};
  }
  &[data-selected='true'] {
    background: ${theme.color.action.primary.bg};
    color: ${theme.color.action.primary.text};
  }
  ${focusRing}
  &[data-marked='true']::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: 4px;
    width: 6px;
    height: 6px;
    margin-left: -3px;
    border-radius: 50%;
    background: currentColor;
  }
`;

export interface MonthCalendarProps {
  /** what the grid is, e.g. the task's title */
  readonly label: string;
  /** YYYY-MM */
  readonly month: string;
  readonly onMonthChange: (month: string) => void;
  /** YYYY-MM-DD */
  readonly selected: string;
  readonly onSelect: (date: string) => void;
  /** YYYY-MM-DD */
  readonly today: string;
  /** days that have something: entries, sessions, tasks due */
  readonly marked: ReadonlySet<string>;
  /** what a mark means, read after the day's date, e.g. "has an entry" */
  readonly markLabel: string;
}

/**
 * A month of days, weeks from Monday (seed 002 section 9), in a grid the keyboard walks: arrows by day and week,
 * Home and End to the week's ends, Page Up and Page Down by month, Enter or Space to choose.
 */
export function MonthCalendar({ label, month, onMonthChange, selected, onSelect, today, marked, markLabel }: MonthCalendarProps) {
  const { t, i18n } = useLingui();
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const [focused, setFocused] = useState(monthOf(selected) === month ? selected : `${month}-01`);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // the roving focus stays inside the month shown
  useEffect(() => {
    if (monthOf(focused) !== month) setFocused(monthOf(selected) === month ? selected : `${month}-01`);
  }, [month, focused, selected]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, weeks]);

  // calendar dates 'YYYY-MM-DD': each shows as that day wherever the member is
  const title = formatDate(`${month}-01`, 'monthYear', i18n.locale);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(focused, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocused(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  };

  return (
    <div css={box}>
      <div css={head}>
        <IconButton icon="chevron-left" label={t`Previous month`} onClick={() => onMonthChange(shiftMonth(month, -1))} />
        <h3 aria-live="polite">{title}</h3>
        <IconButton icon="chevron-right" label={t`Next month`} onClick={() => onMonthChange(shiftMonth(month, 1))} />
      </div>
      <table role="grid" aria-label={t`${label}, ${title}`} ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weeks[0]!.map((d) => (
              <th key={d.date} scope="col" abbr={formatDate(d.date, 'weekday', i18n.locale)}>
                {formatDate(d.date, 'shortWeekday', i18n.locale)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((d) => {
                const has = marked.has(d.date);
                const name = formatDate(d.date, 'weekdayDate', i18n.locale);
                return (
                  <td key={d.date} aria-selected={d.date === selected}>
                    <button
                      type="button"
                      css={dayButton}
                      data-date={d.date}
                      data-outside={!d.inMonth}
                      data-today={d.date === today}
                      data-marked={has}
                      data-selected={d.date === selected}
                      aria-current={d.date === today ? 'date' : undefined}
                      aria-label={has ? `${name}, ${markLabel}` : name}
                      tabIndex={d.date === focused ? 0 : -1}
                      onFocus={() => setFocused(d.date)}
                      onClick={() => {
                        setFocused(d.date);
                        onSelect(d.date);
                        if (!d.inMonth) onMonthChange(monthOf(d.date));
                      }}
                    >
                      {d.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p css={{ margin: 0, color: theme.color.text.muted, fontSize: theme.font.size.sm }}>
        <Trans>Use the arrow keys to move between days and Enter to choose one.</Trans>
      </p>
    </div>
  );
}
