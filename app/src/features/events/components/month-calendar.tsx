import { useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { theme } from '@portal/theme/theme';
import { monthWeeks, shiftMonth } from '../utils/calendar-grid';
import type { EventDay } from '../utils/events';
import { dayHeading, timeRange } from '../utils/format';
import { formatDate, weekdayNames } from '../../../lib/dates';
import { plainList } from '../../../components/page-styles';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${theme.space[1]};
  th {
    font-weight: 600;
    color: ${theme.color.text.muted};
    padding: ${theme.space[1]};
  }
  td {
    height: 4.5rem;
    vertical-align: top;
  }
`;

const DayButton = styled.button`
  width: 100%;
  height: 100%;
  min-height: 4.5rem;
  display: grid;
  align-content: start;
  gap: ${theme.space[1]};
  padding: ${theme.space[2]};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.default};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:disabled {
    cursor: default;
    background: transparent;
    color: ${theme.color.text.muted};
  }
`;

const Count = styled.span`
  font-size: ${theme.font.size.sm};
  font-weight: 600;
`;

const DayList = styled.ul`
  ${plainList(3)}
  a {
    display: grid;
    gap: ${theme.space[1]};
    color: ${theme.color.text.default};
  }
`;

/** The month view: business days, Monday first; a day with events opens a pop-up of its events. */
export function MonthCalendar({ days, firstDay, lastDay }: { readonly days: readonly EventDay[]; readonly firstDay: string; readonly lastDay: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'en';
  const [start] = useState(() => ({ year: Number(firstDay.slice(0, 4)), month: Number(firstDay.slice(5, 7)) - 1 }));
  const [shown, setShown] = useState(start);
  const [open, setOpen] = useState<EventDay | null>(null);
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const weeks = monthWeeks(shown.year, shown.month);
  // a calendar date: the month shown wherever the member is
  const monthTitle = formatDate(`${shown.year}-${String(shown.month + 1).padStart(2, '0')}-15`, 'monthYear', locale);
  // Monday to Friday
  const weekdays = weekdayNames('shortWeekday', locale).slice(0, 5);
  const key = (at: { year: number; month: number }) => at.year * 12 + at.month;
  const last = { year: Number(lastDay.slice(0, 4)), month: Number(lastDay.slice(5, 7)) - 1 };

  return (
    <div>
      <Head>
        <Button size="sm" variant="secondary" disabled={key(shown) <= key(start)} onClick={() => setShown(shiftMonth(shown.year, shown.month, -1))}>
          <Trans>Previous month</Trans>
        </Button>
        <h2 aria-live="polite">{monthTitle}</h2>
        <Button size="sm" variant="secondary" disabled={key(shown) >= key(last)} onClick={() => setShown(shiftMonth(shown.year, shown.month, 1))}>
          <Trans>Next month</Trans>
        </Button>
      </Head>
      <Grid aria-label={monthTitle}>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((date, column) => {
                if (!date) return <td key={`empty-${column}`} />;
                const day = byDate.get(date);
                const count = day?.events.length ?? 0;
                const label = dayHeading(date, locale);
                return (
                  <td key={date}>
                    <DayButton
                      type="button"
                      disabled={count === 0}
                      aria-label={count ? plural(count, { one: `${label}: # event`, other: `${label}: # events` }) : label}
                      onClick={() => day && setOpen(day)}
                    >
                      <span>{Number(date.slice(8))}</span>
                      {count ? <Count aria-hidden="true">{count}</Count> : null}
                    </DayButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open ? dayHeading(open.date, locale) : ''} closeLabel={t`Close`}>
        <DayList>
          {open?.events.map((event) => (
            <li key={event.event_date_id}>
              <Link to={pathTo('viewEvent', { id: event.event_date_id })}>
                <strong>{event.title}</strong>
                <span>
                  {timeRange(event.start_date, event.end_date, locale)}
                  {event.locations[0] ? ` · ${event.locations[0].location_label}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </DayList>
      </Modal>
    </div>
  );
}
