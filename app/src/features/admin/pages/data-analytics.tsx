import { AdminTable } from '../components/admin-table';
import { useMemo, useState, type FormEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Analytics, AnalyticsService, ScoreBand } from '@portal/contract/calls/admin';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Select } from '@portal/ui/select';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { TextField } from '@portal/ui/text-field';
import { usePageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/panel-states';
import { useAnalytics, type AnalyticsRange } from '../api/analytics';
import { AdminPage } from '../components/admin-page';
import { Actions, Form, Section, SectionHeading, Table, TableScroll } from '../components/admin-styles';
import { UsageChart } from '../components/usage-chart';
import { analyticsCsv } from '../utils/analytics-csv';
import { formatDate } from '../../../lib/dates';
import { firstToday } from '../../../lib/time-zone';
import { monthBefore } from '@portal/contract/time-zone';
import { downloadCsv } from '../utils/download-csv';

/**
 * The last six months that have ended in the member's calendar, from the day the server drew the page in while it
 * is new (the server asks the same with the page, contract/src/first-reads.ts; decision 0750).
 */
function defaultRange(): AnalyticsRange {
  const today = firstToday();
  return { from: monthBefore(today, 6), to: monthBefore(today, 1), locationId: null };
}

/** /admin/data-analytics: anonymous figures of the organisation's use of the portal, with charts and a CSV export. */
export default function DataAnalyticsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Data Analytics`);
  const [range, setRange] = useState<AnalyticsRange>(defaultRange);
  // the last month that has ended, the latest a range can reach
  const [lastEnded] = useState(() => defaultRange().to);
  const [draft, setDraft] = useState(range);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const analytics = useAnalytics(range);
  const data = analytics.data;

  const withheld = t`fewer than 6`;
  const figure = (value: number | null) => (value === null ? withheld : i18n.number(value));
  const monthLabel = (month: string) => formatDate(`${month}-01`, 'shortMonthYear', i18n.locale);
  const weekLabel = (week: string) => formatDate(week, 'shortDayMonth', i18n.locale);
  const serviceName = (service: AnalyticsService): string =>
    ({
      coaching_sessions: t`Coaching sessions`,
      clinic_sessions: t`Clinic sessions`,
      event_bookings: t`Event bookings`,
      content_views: t`Content views`,
      check_ins: t`Check-ins`,
      health_score_assessments: t`Health Score assessments`,
    })[service];
  const bandName = (band: ScoreBand): string =>
    ({
      very_low: t`Very Low`,
      quite_low: t`Quite Low`,
      fair: t`Fair`,
      quite_positive: t`Quite Positive`,
      very_positive: t`Very Positive`,
    })[band];
  const measureName = (measure: Analytics['results'][number]['measure']) =>
    measure === 'who5' ? t`WHO-5 wellbeing` : t`Health Score results`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to || draft.from > draft.to) {
      setRangeError(t`Please choose a first month no later than the last month, at most 24 months apart.`);
      return;
    }
    setRangeError(null);
    setRange(draft);
  };

  const exportCsv = (current: Analytics) =>
    downloadCsv(
      `data-analytics-${current.from}-${current.to}.csv`,
      analyticsCsv(current, {
        header: [t`Figure`, t`Period`, t`Value`],
        withheld,
        notRecorded: t`Not recorded yet`,
        signups: t`Sign-ups`,
        signupsToDate: t`Members signed up to date`,
        signupLimit: t`Expected sign-ups`,
        weeklyActive: t`Weekly active members`,
        service: serviceName,
        result: (measure, band) =>
          band ? `${measureName(measure)}: ${bandName(band as ScoreBand)}` : measureName(measure),
        total: t`Total`,
        range: t`Range`,
      }),
    );

  const locationOptions = useMemo(
    () => [
      { value: '', label: t`All offices` },
      ...(data?.locations ?? []).map((location) => ({ value: String(location.id), label: location.label })),
    ],
    [data?.locations, t],
  );

  return (
    <AdminPage title={<Trans>Data Analytics</Trans>}>
      <p css={{ margin: 0 }}>
        <Trans>
          Every figure here is anonymous. A figure drawn from fewer than 6 members is withheld and shown as
          “fewer than 6”, and so is one that would let another withheld figure be worked out. Only months and
          weeks that have ended are shown.
        </Trans>
      </p>
      <Form onSubmit={submit} aria-label={t`Choose the figures`} noValidate>
        <TextField
          type="month"
          label={t`First month`}
          value={draft.from}
          max={lastEnded}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          type="month"
          label={t`Last month`}
          value={draft.to}
          max={lastEnded}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Select
          label={t`Office`}
          options={locationOptions}
          value={draft.locationId === null ? '' : String(draft.locationId)}
          onChange={(event) =>
            setDraft({ ...draft, locationId: event.target.value ? Number(event.target.value) : null })
          }
        />
        <Actions>
          <Button type="submit">
            <Trans>Show figures</Trans>
          </Button>
          {data ? (
            <Button type="button" variant="secondary" onClick={() => exportCsv(data)}>
              <Trans>Export CSV</Trans>
            </Button>
          ) : null}
        </Actions>
      </Form>
      <div aria-live="polite">
        {rangeError ? (
          <Banner tone="danger" role="none" toneLabel={t`Error:`}>
            {rangeError}
          </Banner>
        ) : null}
      </div>

      {analytics.error && !data ? (
        <LoadError message={t`The figures could not be loaded.`} onRetry={() => analytics.mutate()} />
      ) : !data ? (
        <SkeletonGroup label={t`Loading the figures`}>
          <Skeleton height={120} />
          <Skeleton height={220} />
          <Skeleton height={220} />
        </SkeletonGroup>
      ) : (
        <>
          <Section aria-labelledby="signups-heading">
            <SectionHeading id="signups-heading">
              <Trans>Sign-ups</Trans>
            </SectionHeading>
            <Card as="div" padding="lg" gap="none">
              <p css={{ margin: 0, fontSize: '1.25rem' }} data-testid="signups-to-date">
                {data.signups.limit === null
                  ? plural(data.signups.to_date, {
                      one: `# member signed up by the end of ${monthLabel(data.to)}`,
                      other: `# members signed up by the end of ${monthLabel(data.to)}`,
                    })
                  : t`${i18n.number(data.signups.to_date)} of ${i18n.number(data.signups.limit)} expected members signed up by the end of ${monthLabel(data.to)}`}
              </p>
            </Card>
            {data.signups.by_month.length === 0 ? (
              <p css={{ margin: 0 }}>
                <Trans>No month in this range has ended yet.</Trans>
              </p>
            ) : (
              <>
                <UsageChart
                  kind="bars"
                  labels={data.signups.by_month.map((month) => monthLabel(month.month))}
                  values={data.signups.by_month.map((month) => month.value)}
                  description={t`Bar chart of sign-ups per month; the table below lists every figure.`}
                />
                <FigureTable
                  caption={t`Sign-ups per month`}
                  head={t`Month`}
                  rows={data.signups.by_month.map((month) => [monthLabel(month.month), figure(month.value)])}
                />
              </>
            )}
          </Section>

          <Section aria-labelledby="active-heading">
            <SectionHeading id="active-heading">
              <Trans>Weekly active members</Trans>
            </SectionHeading>
            {data.weekly_active.length === 0 ? (
              <p css={{ margin: 0 }}>
                <Trans>No week in this range has ended yet.</Trans>
              </p>
            ) : (
              <>
                <UsageChart
                  kind="line"
                  labels={data.weekly_active.map((week) => weekLabel(week.week))}
                  values={data.weekly_active.map((week) => week.value)}
                  description={t`Line chart of members active each week; the table below lists every figure.`}
                />
                <FigureTable
                  caption={t`Members active per week, from Monday`}
                  head={t`Week of`}
                  rows={data.weekly_active.map((week) => [weekLabel(week.week), figure(week.value)])}
                />
              </>
            )}
          </Section>

          <Section aria-labelledby="services-heading">
            <SectionHeading id="services-heading">
              <Trans>Use of services</Trans>
            </SectionHeading>
            <TableScroll tabIndex={0}>
              <Table>
                <caption css={{ textAlign: 'start', paddingBottom: '0.5rem' }}>
                  <Trans>Sessions held and bookings made per month</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Service</Trans>
                    </th>
                    {data.signups.by_month.map((month) => (
                      <th scope="col" key={month.month}>
                        {monthLabel(month.month)}
                      </th>
                    ))}
                    <th scope="col">
                      <Trans>Total shown</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.services.map((service) => (
                    <tr key={service.service}>
                      <th scope="row">{serviceName(service.service)}</th>
                      {service.recorded ? (
                        <>
                          {service.by_month.map((month) => (
                            <td key={month.month}>{figure(month.value)}</td>
                          ))}
                          <td>{i18n.number(service.total)}</td>
                        </>
                      ) : (
                        <td colSpan={data.signups.by_month.length + 1}>
                          <Trans>Not recorded yet</Trans>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </Section>

          <Section aria-labelledby="results-heading">
            <SectionHeading id="results-heading">
              <Trans>Results by band</Trans>
            </SectionHeading>
            {data.results.map((result) =>
              result.recorded ? (
                <div key={result.measure} css={{ display: 'grid', gap: '1rem' }}>
                  <UsageChart
                    kind="bars"
                    labels={result.bands.map((band) => bandName(band.band))}
                    values={result.bands.map((band) => band.value)}
                    description={t`Bar chart of ${measureName(result.measure)} by band; the table below lists every figure.`}
                  />
                  <FigureTable
                    caption={measureName(result.measure)}
                    head={t`Band`}
                    rows={result.bands.map((band) => [bandName(band.band), figure(band.value)])}
                  />
                </div>
              ) : (
                <p key={result.measure} css={{ margin: 0 }}>
                  <strong>{measureName(result.measure)}</strong>: <Trans>Not recorded yet</Trans>
                </p>
              ),
            )}
          </Section>
        </>
      )}
    </AdminPage>
  );
}

function FigureTable({ caption, head, rows }: { caption: string; head: string; rows: [string, string][] }) {
  return (
    <AdminTable caption={caption} columns={[head, <Trans>Figure</Trans>]}>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <th scope="row">{label}</th>
          <td>{value}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
