import { cardGrid, raisedCard } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { Questionnaire } from '@portal/contract/calls/health-score';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { restartAssessment, useHealthScore, useHealthScoreProgress } from '../api/health-score';
import { useAssessmentTitle } from '../components/assessment-title';
import { ProgressBar, ScoreBar } from '../components/score-bar';
import { ASSESSMENTS, cardState, type AssessmentId } from '../utils/assessments';

const page = css`
  display: grid;
  gap: ${theme.space[6]};
  padding-bottom: ${theme.space[7]};
`;

const hero = css`
  ${raisedCard({ gap: 2, padding: 6 })}
  & h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
  & p {
    margin: 0;
  }
`;

const cards = cardGrid({ min: '16rem', repeat: 'auto-fit' });

const card = css`
  ${raisedCard({ gap: 3, padding: 5 })}
  align-content: start;
  & h3 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  & p {
    margin: 0;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const muted = css`
  color: ${theme.color.text.muted};
`;

function AssessmentCard({ id, progress, demographics }: { readonly id: AssessmentId; readonly progress: number; readonly demographics: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const title = useAssessmentTitle()(id);
  const state = cardState(progress);
  const score = useHealthScore(state === 'complete' ? id : null);
  // Starting shows the data protection intro only while demographics has not begun.
  const start = () =>
    navigate(
      demographics === 0
        ? pathTo('healthScoreDataProtection', { assessment_id: id })
        : pathTo('healthScoreAssessment', { assessment_id: id }),
    );
  return (
    <li css={card} data-testid={`card-${id}`}>
      <h3>{title}</h3>
      {state === 'complete' ? (
        score.data?.success && score.data.score !== undefined ? (
          <>
            <p>
              <strong>{score.data.score}</strong> · {score.data.outcome}
            </p>
            <ScoreBar score={score.data.score} label={t`${title} score`} />
          </>
        ) : (
          <Skeleton height={40} />
        )
      ) : (
        <>
          <p css={muted}>
            {state === 'in-progress' ? <Trans>{Math.round(progress)}% complete</Trans> : <Trans>Not started</Trans>}
          </p>
          <ProgressBar value={progress} label={t`${title} progress`} />
        </>
      )}
      <div css={actions}>
        {state === 'complete' ? (
          <>
            <Button onClick={() => navigate(pathTo('healthScoreResults', { assessment_id: id }))}>
              <Trans>View results</Trans>
            </Button>
            <Button
              variant="secondary"
              onClick={async () => {
                await restartAssessment(id);
                navigate(pathTo('healthScoreAssessment', { assessment_id: id }));
              }}
            >
              <Trans>Restart assessment</Trans>
            </Button>
          </>
        ) : (
          <Button onClick={start}>{state === 'in-progress' ? <Trans>Continue assessment</Trans> : <Trans>Start assessment</Trans>}</Button>
        )}
      </div>
    </li>
  );
}

/** /healthscore: the hero and the three assessment cards (seed 003 section 2.5). */
export default function HealthScorePage() {
  const { t } = useLingui();
  usePageTitle(t`Health Score`);
  const progress = useHealthScoreProgress();
  const data = progress.data;
  const allComplete = data ? ASSESSMENTS.every((id) => cardState(data[id]) === 'complete') : false;
  return (
    <div css={page}>
      <section css={hero}>
        <h1>{allComplete ? <Trans>Welcome back</Trans> : <Trans>Health Score</Trans>}</h1>
        <p>
          <Trans>
            Three short assessments look at how you are doing in mind, life and body. Each takes about five minutes
            and gives you a score with insights and services that can help.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="health-score-cards">
        <h2 id="health-score-cards">{allComplete ? <Trans>Your results</Trans> : <Trans>Your assessments</Trans>}</h2>
        {progress.error && !data ? (
          <LoadError message={t`Your Health Score could not be loaded.`} onRetry={() => progress.mutate()} />
        ) : !data ? (
          <SkeletonGroup label={t`Loading your Health Score`}>
            <Skeleton height={180} />
          </SkeletonGroup>
        ) : (
          <ul css={cards}>
            {ASSESSMENTS.map((id) => (
              <AssessmentCard key={id} id={id} progress={(data as Record<Questionnaire, number>)[id]} demographics={data.demographics} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
