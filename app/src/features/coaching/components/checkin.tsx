import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { SurveyQuestion } from '@portal/contract/calls/surveys';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { Skeleton } from '@portal/ui/skeleton';
import { LoadError } from '../../../components/panel-states';
import { ApiError } from '../../../lib/api';
import { answerSurveyQuestion, useFixedSurvey } from '../api/surveys';
import { CHECKIN_TRANSITION_MS, defaultOption, graphLabels } from '../utils/checkin';
import { outlinedBox } from '../../../components/page-styles';
import { scaleEnds, scaleInput } from './scale-styles';

const CheckinChart = lazy(() => import('./checkin-chart'));

const column = css`
  ${outlinedBox({ gap: 3 })}
  align-content: start;
  & ol {
    margin: 0;
    padding-left: ${theme.space[5]};
    color: ${theme.color.text.muted};
    font-size: ${theme.font.size.sm};
  }
`;

const step = css`
  display: grid;
  gap: ${theme.space[3]};
  transition: opacity ${CHECKIN_TRANSITION_MS}ms ease, transform ${CHECKIN_TRANSITION_MS}ms ease;
  &[data-leaving='true'] {
    opacity: 0;
    transform: translateX(-16px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-leaving='true'] {
      transform: none;
    }
  }
  & p {
    margin: 0;
  }
  & label {
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
  }
  ${scaleInput}
  & input[type='range'][data-chosen='false'] {
    accent-color: ${theme.color.border.strong};
  }
`;

const muted = css`
  margin: 0;
  color: ${theme.color.text.muted};
`;

/** One WHO-5 question: a slider from 0 to the last option, starting at 2; Next waits for the member's choice. */
function CheckinStep({
  question,
  position,
  count,
  leaving,
  onChoice,
}: {
  readonly question: SurveyQuestion;
  readonly position: number;
  readonly count: number;
  readonly leaving: boolean;
  readonly onChoice: (option: number) => void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState(defaultOption(question.options.length));
  // Next waits for the member's choice (spec), so until then the slider shows no answer: no option named under
  // it, and its thumb and track drawn as unset
  const [chosen, setChosen] = useState(false);
  const last = Math.max(0, question.options.length - 1);
  const id = `checkin-question-${question.id}`;
  const choose = (option: number) => {
    setValue(option);
    setChosen(true);
    onChoice(option);
  };
  return (
    <div css={step} data-leaving={leaving}>
      <p css={muted}>
        <Trans>
          Question {position} of {count}
        </Trans>
      </p>
      <label htmlFor={id}>{question.text}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={last}
        step={1}
        value={value}
        data-chosen={chosen}
        aria-describedby={chosen ? undefined : `${id}-hint`}
        aria-valuetext={chosen ? question.options[value]?.text : t`No answer yet`}
        onChange={(event) => choose(Number(event.target.value))}
        // a click or a key on the slider where it stands chooses that option too
        onPointerUp={(event) => choose(Number(event.currentTarget.value))}
        onKeyUp={(event) => {
          if (event.key === 'Enter' || event.key === ' ') choose(Number(event.currentTarget.value));
        }}
      />
      <div css={scaleEnds} aria-hidden="true">
        <span>{question.options[0]?.text}</span>
        <span>{question.options[last]?.text}</span>
      </div>
      <p aria-live="polite">
        {chosen ? (
          <strong>{question.options[value]?.text}</strong>
        ) : (
          <span id={`${id}-hint`} css={muted}>
            <Trans>Move the slider, or click it, to choose your answer.</Trans>
          </span>
        )}
      </p>
    </div>
  );
}

/** The check-in modal (who_checkin_modal): five questions one at a time, then 'Questionnaire completed'. */
function CheckinModal({ questions, onClose, onCompleted }: { readonly questions: readonly SurveyQuestion[]; readonly onClose: () => void; readonly onCompleted: () => void }) {
  const { t } = useLingui();
  const [question, setQuestion] = useState<SurveyQuestion | null>(questions[0] ?? null);
  const [choice, setChoice] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const position = question ? Math.max(1, questions.findIndex((q) => q.id === question.id) + 1) : questions.length;

  const next = async () => {
    if (!question || choice === null) return;
    const option = question.options[choice];
    if (!option) return;
    setBusy(true);
    setError(null);
    try {
      const reply = await answerSurveyQuestion(question.id, { id: option.id, answer: option.text });
      setLeaving(true);
      timer.current = window.setTimeout(() => {
        setLeaving(false);
        setChoice(null);
        setBusy(false);
        if (reply.next_question) {
          setQuestion(reply.next_question);
        } else {
          setQuestion(null);
          setDone(true);
          onCompleted();
        }
      }, CHECKIN_TRANSITION_MS);
    } catch (caught) {
      setBusy(false);
      setError(caught instanceof ApiError && caught.err ? caught.err : t`Your answer could not be sent. Please try again.`);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans>Wellbeing check-in</Trans>}
      closeLabel={t`Close`}
      actions={
        done ? (
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        ) : (
          <Button onClick={() => void next()} disabled={choice === null || busy}>
            <Trans>Next</Trans>
          </Button>
        )
      }
    >
      <div id="who_checkin_modal">
        {done ? (
          <p role="status">
            <Trans>Questionnaire completed</Trans>
          </p>
        ) : question ? (
          <CheckinStep key={question.id} question={question} position={position} count={questions.length} leaving={leaving} onChoice={setChoice} />
        ) : null}
        {error ? <Banner tone="danger" toneLabel={t`Error:`} title={error} role="alert" /> : null}
      </div>
    </Modal>
  );
}

/**
 * The check-in column of the coaching home (seed 002): the member's past WHO-5 scores drawn as a chart, and the
 * check-in itself. After a check-in the survey and the graph load again.
 */
export function Checkin() {
  const { t, i18n } = useLingui();
  const survey = useFixedSurvey('WHO-5');
  const [open, setOpen] = useState(false);
  const graph = survey.data?.survey.graph;
  const labels = useMemo(() => graphLabels(graph?.labels ?? [], i18n.locale), [graph, i18n.locale]);
  const scores = useMemo(() => graph?.data ?? [], [graph]);
  const questions = useMemo(() => survey.data?.survey.sections.flatMap((s) => s.questions) ?? [], [survey.data]);
  const latest = scores.at(-1);
  const count = scores.length;

  return (
    <section css={column} aria-labelledby="coaching-checkin">
      <h2 id="coaching-checkin">
        <Trans>Check-in</Trans>
      </h2>
      <p css={muted}>
        <Trans>Five questions about the last two weeks. Your scores run from 0 to 100; higher means better wellbeing.</Trans>
      </p>
      {survey.error ? (
        <LoadError message={<Trans>We could not load your check-ins.</Trans>} onRetry={() => survey.mutate()} />
      ) : !survey.data ? (
        <Skeleton height="200px" />
      ) : scores.length === 0 ? (
        <p>
          <Trans>You have not checked in yet. Your scores will show here.</Trans>
        </p>
      ) : (
        <>
          <Suspense fallback={<Skeleton height="200px" />}>
            <CheckinChart labels={labels} scores={scores} description={t`Your check-in scores over time`} />
          </Suspense>
          <p>
            <Trans>Latest score: {latest} out of 100</Trans>
          </p>
          <details>
            <summary>
              <Trans>All your check-ins ({count})</Trans>
            </summary>
            <ol aria-label={t`Your check-ins`}>
              {scores.map((score, index) => {
                const day = labels[index] ?? '';
                return <li key={`${day}-${index}`}>{t`${day}: ${score} out of 100`}</li>;
              })}
            </ol>
          </details>
        </>
      )}
      <div>
        <Button onClick={() => setOpen(true)} disabled={questions.length === 0}>
          <Trans>Start check-in</Trans>
        </Button>
      </div>
      {open ? <CheckinModal questions={questions} onClose={() => setOpen(false)} onCompleted={() => void survey.mutate()} /> : null}
    </section>
  );
}
