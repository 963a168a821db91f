import { cardGrid, cardTable, pageColumn } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import type { AssessmentReport } from '@portal/contract/calls/home';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import { pathTo } from '@portal/manifest/routes';
import { LoadError } from '../../../components/panel-states';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../components/page-title';
import { useUserAssessments } from '../api/assessments';
import { TextSkeleton } from '../../../components/skeletons';

const pageStyle = pageColumn({ gap: 5 });

const table = css`
  ${cardTable}
  & th {
    font-size: ${theme.font.size.sm};
    color: ${theme.color.text.muted};
    font-weight: ${theme.font.weight.medium};
  }
  & tr:last-of-type td {
    border-bottom: 0;
  }
  /* Narrow screens: each row becomes a stacked card. */
  @media (max-width: 600px) {
    background: none;
    box-shadow: none;
    & thead {
      ${visuallyHidden};
    }
    & tr {
      display: grid;
      gap: ${theme.space[1]};
      margin-bottom: ${theme.space[3]};
      padding: ${theme.space[4]};
      background: ${theme.color.surface.raised};
      border-radius: ${theme.radius.card};
      box-shadow: ${theme.shadow.card};
    }
    & td {
      padding: 0;
      border: 0;
    }
  }
`;

const back = css`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.color.text.link};
`;

const muted = css`
  margin: 0;
  color: ${theme.color.text.muted};
`;

const itemTitle = css`
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.lg};
`;

const items = css`
  ${cardGrid({ min: '18rem' })}
  & p {
    margin: 0;
  }
`;

function useDateText() {
  const { i18n } = useLingui();
  return (date: string) => formatDate(date, 'longDate', i18n.locale);
}

/** A report's title with the day it was taken: every Health Score report has the same heading (issue 31). */
function useReportTitle() {
  const { t } = useLingui();
  const dateText = useDateText();
  return (report: AssessmentReport) => {
    const title = report.title || report.header_copy;
    const date = dateText(report.date_of_assessment);
    return t`${title} from ${date}`;
  };
}

function ReportList({ reports }: { readonly reports: readonly AssessmentReport[] }) {
  const dateText = useDateText();
  const reportTitle = useReportTitle();
  return (
    <table css={table}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Date</Trans>
          </th>
          <th scope="col">
            <Trans>Title</Trans>
          </th>
          <th scope="col">
            <Trans>Results</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id}>
            <td>{dateText(report.date_of_assessment)}</td>
            <td>{reportTitle(report)}</td>
            <td>
              <Link to={`?report=${encodeURIComponent(String(report.id))}`}>
                <Trans>View results</Trans>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReportDetail({ report }: { readonly report: AssessmentReport }) {
  const dateText = useDateText();
  const reportTitle = useReportTitle();
  const date = dateText(report.date_of_assessment);
  return (
    <>
      <Link to={pathTo('results')} css={back}>
        <Trans>Back to past results</Trans>
      </Link>
      <div css={css`display: grid; gap: ${theme.space[2]};`}>
        <h1>{reportTitle(report)}</h1>
        <p css={muted}>
          <Trans>Completed on {date}</Trans>
        </p>
        <p css={css`margin: 0; font-size: ${theme.font.size.lg};`}>{report.sub_header_copy}</p>
      </div>
      <ul css={items}>
        {report.report_items.map((item, index) => (
          <Card as="li" key={index} title={item.heading} headingLevel={2}>
            <p css={itemTitle}>{item.title}</p>
            <p>{item.description}</p>
          </Card>
        ))}
      </ul>
    </>
  );
}

/** /results: the past assessment reports, and one report's detail (seed 003 section 2.5 item 7). */
export default function ResultsPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const assessments = useUserAssessments();
  const reports = assessments.data?.reports ?? [];
  const wanted = params.get('report');
  const report = wanted === null ? undefined : reports.find((candidate) => String(candidate.id) === wanted);
  const reportTitle = useReportTitle();
  usePageTitle(report ? reportTitle(report) : t`Past results`);

  if (assessments.isLoading) {
    return (
      <div css={pageStyle}>
        <h1>{t`Past results`}</h1>
        <TextSkeleton label={t`Loading your results`} lines={4} />
      </div>
    );
  }
  if (assessments.error && !assessments.data) {
    return (
      <div css={pageStyle}>
        <h1>{t`Past results`}</h1>
        <LoadError message={<Trans>We could not load your results.</Trans>} onRetry={() => assessments.mutate()} />
      </div>
    );
  }
  if (report) {
    return (
      <div css={pageStyle}>
        <ReportDetail report={report} />
      </div>
    );
  }
  return (
    <div css={pageStyle}>
      <h1>{t`Past results`}</h1>
      {wanted !== null ? (
        <Banner tone="warning" title={<Trans>We could not find that report.</Trans>} />
      ) : null}
      {reports.length > 0 ? (
        <ReportList reports={reports} />
      ) : (
        <EmptyState icon="info" title={<Trans>You have no past results yet.</Trans>} />
      )}
    </div>
  );
}
