import { LoadError } from '../../../components/panel-states';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { HealthScoreQuestion } from '@portal/contract/calls/health-score';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { usePageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api';
import { useCrisisLines } from '../../../lib/use-crisis-lines';
import { answerQuestion, firstUnanswered, restartAssessment } from '../api/health-score';
import { useAssessmentTitle } from '../components/assessment-title';
import { LoadingScreen } from '../components/loading-screen';
import { QuestionForm } from '../components/question-form';
import { ProgressBar } from '../components/score-bar';
import { buildAnswer, emptyDraft, type Draft } from '../utils/answers';
import { isAssessmentId, LOADING_DELAY_MS, type AssessmentId } from '../utils/assessments';

const page = css`
  display: grid;
  gap: ${theme.space[5]};
  max-width: 44rem;
  padding-bottom: ${theme.space[7]};
  & h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
  & p {
    margin: 0;
  }
`;

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  justify-content: space-between;
`;

const disclaimers = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding-left: ${theme.space[5]};
`;

interface Step {
  readonly question: HealthScoreQuestion;
  readonly progress: number;
  readonly draft: Draft;
}

type View =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error' }
  | { readonly kind: 'question'; readonly step: Step }
  | { readonly kind: 'nearly-there' }
  | { readonly kind: 'before-results' }
  | { readonly kind: 'opening-results' };

function useFlow(id: AssessmentId) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [history, setHistory] = useState<Step[]>([]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Demographics first, then the chosen assessment's first unanswered question, else the before-results page. */
  const load = useCallback(async () => {
    setView({ kind: 'loading' });
    try {
      const chosen = await firstUnanswered(id);
      let next = chosen.question;
      if (!chosen.demographics_complete) next = (await firstUnanswered('demographics')).question;
      if (!alive.current) return;
      setView(
        next.next_question
          ? {
              kind: 'question',
              step: {
                question: next.next_question,
                progress: next.progress,
                draft: emptyDraft(next.next_question),
              },
            }
          : { kind: 'before-results' },
      );
    } catch {
      if (alive.current) setView({ kind: 'error' });
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);
  return { view, setView, history, setHistory, load };
}

/** /healthscore/assessment/:assessment_id: one question at a time, then the before-results page. */
export default function AssessmentPage() {
  const { assessment_id: id } = useParams();
  if (!isAssessmentId(id)) return <Navigate to={pathTo('healthScore')} replace />;
  return <Assessment key={id} id={id} />;
}

function Assessment({ id }: { readonly id: AssessmentId }) {
  const { t } = useLingui();
  const crisisLines = useCrisisLines();
  const navigate = useNavigate();
  const name = useAssessmentTitle()(id);
  usePageTitle(name);
  const { view, setView, history, setHistory, load } = useFlow(id);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (view.kind === 'nearly-there') {
      const timer = setTimeout(() => void load(), LOADING_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (view.kind === 'opening-results') {
      const timer = setTimeout(
        () => navigate(pathTo('healthScoreResults', { assessment_id: id })),
        LOADING_DELAY_MS,
      );
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [view.kind, load, navigate, id]);

  if (view.kind === 'loading') {
    return (
      <SkeletonGroup label={t`Loading your questions`}>
        <Skeleton height={48} />
        <Skeleton height={200} />
      </SkeletonGroup>
    );
  }
  if (view.kind === 'error') {
    return <LoadError message={t`Your questions could not be loaded.`} onRetry={() => load()} />;
  }
  if (view.kind === 'nearly-there')
    return <LoadingScreen title={t`Nearly there`} text={t`We are preparing your ${name} questions.`} />;
  if (view.kind === 'opening-results') return <LoadingScreen title={t`Calculating your results`} />;
  if (view.kind === 'before-results') {
    return (
      <div css={page}>
        <h1>
          <Trans>You've now completed the {name} assessment</Trans>
        </h1>
        <ul css={disclaimers}>
          <li>
            <Trans>Your results are based only on the answers you gave.</Trans>
          </li>
          <li>
            <Trans>
              The Health Score is not a medical diagnosis and does not replace advice from a doctor.
            </Trans>
          </li>
          <li>
            <Trans>
              If you are worried about your health, please speak to your GP or a health professional.
            </Trans>
          </li>
          <li>
            {crisisLines.urgent ? (
              <Trans>
                If you need urgent help, call {crisisLines.emergency} or {crisisLines.urgent.number}, or talk
                to someone on {crisisLines.crisis}.
              </Trans>
            ) : (
              <Trans>
                If you need urgent help, call {crisisLines.emergency}, or talk to someone on{' '}
                {crisisLines.crisis}.
              </Trans>
            )}
          </li>
        </ul>
        <div css={buttons}>
          <Button
            variant="secondary"
            onClick={async () => {
              await restartAssessment(id);
              setHistory([]);
              await load();
            }}
          >
            <Trans>Restart</Trans>
          </Button>
          <Button onClick={() => setView({ kind: 'opening-results' })}>
            <Trans>View results</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const { step } = view;
  const built = buildAnswer(step.question, step.draft);
  const heading = step.question.questionnaire_name === 'demographics' ? t`About you` : name;

  const next = async () => {
    if (!built.ok) return;
    setSaving(true);
    setFailure(null);
    try {
      const reply = await answerQuestion({
        answer: built.answer,
        question_id: step.question.question_id,
        questionnaire_name: step.question.questionnaire_name,
        ...(built.unit ? { unit: built.unit } : {}),
      });
      setHistory((past) => [...past, step]);
      if (reply.next_question) {
        setView({
          kind: 'question',
          step: {
            question: reply.next_question,
            progress: reply.progress,
            draft: emptyDraft(reply.next_question),
          },
        });
      } else if (step.question.questionnaire_name === 'demographics') {
        setView({ kind: 'nearly-there' });
      } else {
        setView({ kind: 'before-results' });
      }
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status < 500
          ? error.err
          : t`Sorry, something went wrong. Please try again.`,
      );
    } finally {
      setSaving(false);
    }
  };

  const back = () => {
    setFailure(null);
    const previous = history[history.length - 1];
    if (!previous) {
      navigate(pathTo('healthScore'));
      return;
    }
    setHistory(history.slice(0, -1));
    setView({ kind: 'question', step: previous });
  };

  return (
    <form
      css={page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <h1>{heading}</h1>
      <ProgressBar value={step.progress} label={t`${heading}: ${step.progress}% complete`} />
      <QuestionForm
        key={step.question.question_id}
        question={step.question}
        draft={step.draft}
        onDraft={(draft) => setView({ kind: 'question', step: { ...step, draft } })}
      />
      {failure ? <Banner tone="danger" role="alert" title={failure} /> : null}
      <div css={buttons}>
        <Button type="button" variant="secondary" onClick={back}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" disabled={!built.ok} loading={saving}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </form>
  );
}
