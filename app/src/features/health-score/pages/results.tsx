import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { ContentItem } from '@portal/contract/calls/content';
import { QUESTIONNAIRE_NOT_COMPLETE, type Questionnaire } from '@portal/contract/calls/health-score';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button, LinkButton } from '@portal/ui/button';
import { Carousel } from '@portal/ui/carousel';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { useHealthScore, useHealthScoreProgress, useHealthScoreReport } from '../api/health-score';
import { useAssessmentTitle } from '../components/assessment-title';
import { EmergencyBox } from '../components/emergency-box';
import { ScoreBar } from '../components/score-bar';
import { decodeBase64, isAssessmentId, nextAssessment, type AssessmentId } from '../utils/assessments';
import { raisedCard } from '../../../components/page-styles';

const page = css`
  display: grid;
  /* one column as wide as the page: the carousel's row of cards scrolls inside it instead of widening it */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
  padding-bottom: ${theme.space[7]};
  & h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
  & h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  & p {
    margin: 0;
  }
`;

const panel = css`
  ${raisedCard({ gap: 3, padding: 5 })}
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const accordion = css`
  ${panel};
  & summary {
    cursor: pointer;
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.xl};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  & summary:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
  & div {
    display: grid;
    gap: ${theme.space[3]};
  }
`;

const articleCard = css`
  display: grid;
  gap: ${theme.space[2]};
  & img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${theme.radius.md};
  }
  & a {
    color: ${theme.color.text.link};
    font-weight: ${theme.font.weight.bold};
  }
`;

function contentLink(item: ContentItem): string {
  return pathTo('standaloneArticle', { id: item.id });
}

/** /healthscore/results/:assessment_id: score, insights, services and content (seed 003 section 2.5). */
export default function ResultsPage() {
  const { assessment_id: id } = useParams();
  if (!isAssessmentId(id)) return <Navigate to={pathTo('healthScore')} replace />;
  return <Results key={id} id={id} />;
}

function Results({ id }: { readonly id: AssessmentId }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const name = useAssessmentTitle()(id);
  usePageTitle(t`${name} results`);
  const score = useHealthScore(id);
  const complete = score.data?.success === true;
  // The server answers an unfinished questionnaire with its err, which the data layer raises as an error.
  const incomplete = score.data ? !complete : score.error?.err === QUESTIONNAIRE_NOT_COMPLETE;
  const report = useHealthScoreReport(complete ? id : null);
  const progress = useHealthScoreProgress();

  if (score.error && !score.data && !incomplete) {
    return <LoadError message={t`Your results could not be loaded.`} onRetry={() => score.mutate()} />;
  }
  if (!score.data && !incomplete) {
    return (
      <SkeletonGroup label={t`Loading your results`}>
        <Skeleton height={160} />
        <Skeleton height={240} />
      </SkeletonGroup>
    );
  }
  if (incomplete || !score.data || score.data.score === undefined) {
    return (
      <div css={page}>
        <h1>
          <Trans>The questionnaire is not completed</Trans>
        </h1>
        <div>
          <Button onClick={() => navigate(pathTo('healthScore'))}>
            <Trans>Back to Health Score</Trans>
          </Button>
        </div>
      </div>
    );
  }
  const following = progress.data ? nextAssessment(id, progress.data as Record<Questionnaire, number>) : null;
  const description = decodeBase64(score.data.outcome_description);
  return (
    <div css={page}>
      <section css={panel} aria-labelledby="results-title">
        <h1 id="results-title">{name}</h1>
        <p>
          <Trans>
            Your score: <strong>{score.data.score}</strong> · {score.data.outcome}
          </Trans>
        </p>
        <ScoreBar score={score.data.score} label={t`${name} score`} />
        {description ? <p>{description}</p> : null}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
          {following ? (
            <Button
              onClick={() =>
                navigate(
                  (progress.data?.demographics ?? 0) === 0
                    ? pathTo('healthScoreDataProtection', { assessment_id: following })
                    : pathTo('healthScoreAssessment', { assessment_id: following }),
                )
              }
            >
              <Trans>Continue to next assessment</Trans>
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => navigate(pathTo('healthScore'))}>
            <Trans>Back to Health Score</Trans>
          </Button>
        </div>
      </section>

      {report.error && !report.data ? (
        <LoadError message={t`Your report could not be loaded.`} onRetry={() => report.mutate()} />
      ) : !report.data ? (
        <SkeletonGroup label={t`Loading your report`}>
          <Skeleton height={200} />
        </SkeletonGroup>
      ) : (
        <>
          {report.data.services.length > 0 ? (
            <section aria-labelledby="services-title" css={{ display: 'grid', gap: '1rem' }}>
              <h2 id="services-title">
                <Trans>Recommended services</Trans>
              </h2>
              <ul css={grid}>
                {report.data.services.map((service) => (
                  <li key={service.link} css={panel}>
                    <h3 css={{ margin: 0 }}>{service.name}</h3>
                    <p>{service.description}</p>
                    <div>
                      <LinkButton href={service.link} variant="secondary">
                        {service.button_text}
                      </LinkButton>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <details css={accordion} open>
            <summary>
              <Trans>Insights</Trans>
            </summary>
            <div>
              {report.data.report.flatMap((entry) => entry.report_paragraphs).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
          {report.data.articles.length > 0 ? (
            <Carousel
              label={t`Recommended articles and videos`}
              title={t`Recommended articles and videos`}
              headingLevel={2}
              previousLabel={t`Previous`}
              nextLabel={t`Next`}
              items={report.data.articles.map((item) => (
                <article key={item.id} css={articleCard}>
                  {item.thumbnail ? <img src={item.thumbnail} alt="" /> : null}
                  <a href={contentLink(item)}>{item.title}</a>
                </article>
              ))}
            />
          ) : null}
        </>
      )}
      <EmergencyBox />
    </div>
  );
}
