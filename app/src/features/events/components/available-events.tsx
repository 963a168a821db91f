import { useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { EmptyState } from '@portal/ui/empty-state';
import { Pagination } from '@portal/ui/pagination';
import { Select } from '@portal/ui/select';
import { StatusChip } from '@portal/ui/status-chip';
import { theme } from '@portal/theme/theme';
import { firstToday } from '../../../lib/time-zone';
import { useLocations } from '../../../api/locations';
import { List, ListSkeleton, LoadError } from '../../../components/panel-states';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { Button } from '@portal/ui/button';
import { useEvents } from '../api/events';
import { atLocation, inMemberDays, pageCount, pageOf, priceText, todayText } from '../utils/events';
import { dayHeading, timeRange } from '../utils/format';
import { MonthCalendar } from './month-calendar';
import { raisedCard } from '../../../components/page-styles';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  align-items: end;
  margin-bottom: ${theme.space[5]};
  > * {
    min-width: 16rem;
  }
`;

const Day = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[6]};
  /* the days after the first start below the first screen on a phone: the browser skips their style, layout and
     paint until they come near it, their place kept at about a day's height (as home's carousels; issue 34 item 3) */
  &:nth-of-type(n + 2) {
    content-visibility: auto;
    contain-intrinsic-size: auto 18rem;
  }
`;

const DayHeading = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const EventLink = styled(Link)`
  ${raisedCard({ gap: 1, padding: 4 })}
  color: ${theme.color.text.default};
  text-decoration: none;
  &:hover strong {
    text-decoration: underline;
  }
`;

const Meta = styled.span`
  color: ${theme.color.text.muted};
`;

const Chips = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const ALL = '';

/** The upcoming list: the 365-day window, five days a page, filtered by office (seed 001 sections 2 and 9). */
export function AvailableEvents() {
  const { t, i18n } = useLingui();
  // the content library's three themes, named in the member's language; any other category as the server wrote it
  const categoryLabel = (category: string): string =>
    ({ Life: t`Life`, Mind: t`Mind`, Body: t`Body` })[category] ?? category;
  const locale = i18n.locale || 'en';
  const manifest = useClientManifest();
  const withFilter = manifest.features.locationSelector;
  // the day the server drew the page in, so a visit across midnight asks what the server answered (decision 0750)
  const [today] = useState(() => firstToday());
  const events = useEvents(today);
  const locations = useLocations(withFilter);
  const [chosen, setChosen] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'list' | 'calendar'>('list');

  const current = locations.data?.locations.find((row) => row.location_id === locations.data?.current_loc)?.location_label ?? ALL;
  const label = withFilter ? (chosen ?? current) : ALL;
  const days = useMemo(() => atLocation(inMemberDays(events.data?.data ?? []), label), [events.data, label]);
  const pages = pageCount(days);
  const shown = pageOf(days, Math.min(page, pages));

  if (events.error && !events.data) return <LoadError message={t`The events could not be loaded.`} onRetry={() => events.mutate()} />;
  if (!events.data) return <ListSkeleton label={t`Loading events`} />;

  const lastDay = todayText(new Date(Date.now() + 364 * 86_400_000));
  return (
    <div>
      <Toolbar>
        <div role="group" aria-label={t({ message: 'View', context: 'list or calendar' })}>
          <Button size="sm" variant={view === 'list' ? 'primary' : 'secondary'} aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <Trans>List</Trans>
          </Button>{' '}
          <Button size="sm" variant={view === 'calendar' ? 'primary' : 'secondary'} aria-pressed={view === 'calendar'} onClick={() => setView('calendar')}>
            <Trans>Calendar</Trans>
          </Button>
        </div>
        {withFilter && locations.data ? (
          <Select
            label={t`Office location`}
            value={label}
            onChange={(event) => {
              setChosen(event.target.value);
              setPage(1);
            }}
            options={[
              { value: ALL, label: t`All locations` },
              ...locations.data.locations.map((row) => ({ value: row.location_label, label: row.location_label })),
            ]}
          />
        ) : null}
      </Toolbar>
      {days.length === 0 ? (
        <EmptyState title={t`There are no available events for your selected office location. Try selecting another location.`} />
      ) : view === 'calendar' ? (
        <MonthCalendar days={days} firstDay={today} lastDay={lastDay} />
      ) : (
        <>
          {shown.map((day) => (
            <Day key={day.date} aria-labelledby={`day-${day.date}`}>
              <DayHeading id={`day-${day.date}`}>{dayHeading(day.date, locale)}</DayHeading>
              <List>
                {day.events.map((event) => (
                  <li key={event.event_date_id}>
                    <EventLink to={pathTo('viewEvent', { id: event.event_date_id })}>
                      <strong>{event.title}</strong>
                      <Meta>
                        {timeRange(event.start_date, event.end_date, locale)}
                        {event.locations[0] ? ` · ${event.locations[0].location_label}` : ''}
                      </Meta>
                      <Chips>
                        {event.category ? <StatusChip>{categoryLabel(event.category)}</StatusChip> : null}
                        {event.fully_booked ? (
                          <StatusChip tone="warning">
                            <Trans>Fully booked</Trans>
                          </StatusChip>
                        ) : null}
                        {event.e_employee_slot_cost ? (
                          <StatusChip tone="info">{priceText(event.e_employee_slot_cost, manifest.currency, locale)}</StatusChip>
                        ) : null}
                      </Chips>
                    </EventLink>
                  </li>
                ))}
              </List>
            </Day>
          ))}
          {pages > 1 ? (
            <Pagination
              page={Math.min(page, pages)}
              pageCount={pages}
              onPageChange={(next) => {
                setPage(next);
                window.scrollTo?.({ top: 0 });
              }}
              label={t`Event pages`}
              previousLabel={t`Previous days`}
              nextLabel={t`Next days`}
              status={(at, total) => t`Page ${at} of ${total}`}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
