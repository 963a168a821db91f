import { pageColumn } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { OPTION_REQUIRED_MESSAGE, type Survey, type TriagePrompt } from '@portal/contract/calls/surveys';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { ActionLink } from '../../../components/action-link';
import { usePageTitle } from '../../../components/page-title';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { ApiError } from '../../../lib/api';
import type { PageProps } from '../../../lib/page';
import { answerSurveyQuestion, useFixedSurvey, type FixedSurveyName } from '../api/surveys';
import { CrisisBox } from '../components/crisis-box';
import { SurveyQuestionInput, type SurveyDraft } from '../components/survey-question';
import { clampAnswer, isNumeric, middleOption, promptOfResults } from '../utils/triage';

const page = pageColumn({ gap: 5, maxWidth: '44rem', h2: 'xl', flatParagraphs: true });

const card = css`
  display: grid;
  gap: ${theme.space[4]};
  justify-items: start;
  padding: ${theme.space[5]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  & > * {
    justify-self: stretch;
  }
  & > a,
  & > button {
    justify-self: start;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const muted = css`
  color: ${theme.color.text.muted};
`;

function useMessage() {
  const { t } = useLingui();
  return {
    optionRequired: t`You must enter a valid option`,
    outside: (min: number, max: number) => t`Your answer must fall within the minimum and maximum values. Min: ${min}, Max: ${max}`,
    failed: t`We could not save your answer. Please try again.`,
  };
}

const emptyDraft = (question: Survey['sections'][number]['questions'][number]): SurveyDraft => ({
  option: question.layout === 'scale' ? middleOption(question) : null,
  typed: '',
});

/** One survey's questions, one at a time, with Back and Next; `onDone` gets the server's results. */
function SurveyRun({
  survey,
  onDone,
  onBackFromFirst,
}: {
  readonly survey: Survey;
  readonly onDone: (results: readonly string[]) => void;
  readonly onBackFromFirst?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const messages = useMessage();
  const questions = survey.sections.flatMap((s) => s.questions);
  const [index, setIndex] = useState(0);
  const [drafts, setDrafts] = useState<Record<number, SurveyDraft>>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const question = questions[index];

  useEffect(() => {
    if (index > 0) heading.current?.focus();
  }, [index]);

  if (!question) return null;
  const draft = drafts[question.id] ?? emptyDraft(question);
  const setDraft = (next: SurveyDraft) => {
    setError(undefined);
    setDrafts((all) => ({ ...all, [question.id]: next }));
  };

  const next = async () => {
    let answer: { id: number; answer: string };
    if (isNumeric(question)) {
      const typed = Number.parseFloat(draft.typed);
      if (Number.isNaN(typed)) return setError(messages.optionRequired);
      const { value, outside } = clampAnswer(typed, question);
      if (outside) {
        setDrafts((all) => ({ ...all, [question.id]: { ...draft, typed: String(value) } }));
        return setError(messages.outside(question.min_value ?? value, question.max_value ?? value));
      }
      answer = { id: question.id, answer: String(value) };
    } else {
      const option = draft.option === null ? undefined : question.options[draft.option];
      if (!option) return setError(messages.optionRequired);
      answer = { id: option.id, answer: option.text };
    }
    setBusy(true);
    try {
      const reply = await answerSurveyQuestion(question.id, answer);
      if (!reply.next_question) return onDone(reply.results ?? []);
      const at = questions.findIndex((q) => q.id === reply.next_question?.id);
      setIndex(at >= 0 ? at : index + 1);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.err === OPTION_REQUIRED_MESSAGE ? messages.optionRequired : messages.failed);
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setError(undefined);
    if (index > 0) setIndex(index - 1);
    else onBackFromFirst?.();
  };

  return (
    <form
      css={card}
      aria-labelledby="triage-question-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <h2 id="triage-question-heading" ref={heading} tabIndex={-1}>
        {survey.sections[0]?.name ?? survey.name}
      </h2>
      <p css={muted}>{t`Question ${index + 1} of ${questions.length}`}</p>
      <SurveyQuestionInput key={question.id} question={question} draft={draft} onDraft={setDraft} error={error} />
      <div css={actions}>
        {index > 0 || onBackFromFirst ? (
          <Button type="button" variant="secondary" onClick={back} disabled={busy}>
            <Trans>Back</Trans>
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </form>
  );
}

function PromptView({ prompt, onCore10 }: { readonly prompt: TriagePrompt; readonly onCore10: () => void }) {
  if (prompt === 'EAP') {
    return (
      <>
        <section css={card} aria-labelledby="triage-prompt" data-triage-prompt="EAP">
          <h2 id="triage-prompt">
            <Trans>Our 24/7 support team is the right place to start</Trans>
          </h2>
          <p>
            <Trans>
              Thank you for your answers. Based on them, we recommend that you talk to our employee assistance team. They
              are there for you day and night, free and in confidence.
            </Trans>
          </p>
          <ActionLink to={pathTo('eap')}>
            <Trans>Contact the support team</Trans>
          </ActionLink>
        </section>
        <CrisisBox />
      </>
    );
  }
  if (prompt === 'SelectCoach') {
    return (
      <section css={card} aria-labelledby="triage-prompt" data-triage-prompt="SelectCoach">
        <h2 id="triage-prompt">
          <Trans>Coaching is a good fit for you</Trans>
        </h2>
        <p>
          <Trans>Thank you for your answers. Mental wellbeing coaching can help you: choose a coach and a time that suits you.</Trans>
        </p>
        <ActionLink to={pathTo('mentalHealthCoachingSelect')}>
          <Trans>Choose your coach</Trans>
        </ActionLink>
      </section>
    );
  }
  return (
    <section css={card} aria-labelledby="triage-prompt" data-triage-prompt="SurveyCORE10">
      <h2 id="triage-prompt">
        <Trans>A few more questions</Trans>
      </h2>
      <p>
        <Trans>Thank you. To find the right support for you, we would like to ask you ten more questions about the last week.</Trans>
      </p>
      <Button type="button" onClick={onCore10}>
        <Trans>Continue</Trans>
      </Button>
    </section>
  );
}

/**
 * The triage questionnaire (seed 002 section 4): a welcome, WHO-5, and CORE-10 when WHO-5's result asks for it;
 * then a prompt, which the server stores so a reload shows it again.
 */
export default function TriageQuestionnaire(_props: PageProps) {
  const { t } = useLingui();
  usePageTitle(t`Your wellbeing questionnaire`);
  const who5 = useFixedSurvey('WHO-5');
  const [running, setRunning] = useState<FixedSurveyName | null>(null);
  const [prompt, setPrompt] = useState<TriagePrompt | null>(null);
  const core10 = useFixedSurvey(running === 'CORE-10' ? 'CORE-10' : null);

  const finish = (results: readonly string[]) => {
    setRunning(null);
    setPrompt(promptOfResults(results));
    // the server stored the prompt with the results; the cached survey still has the old one
    void who5.mutate();
  };

  const title = (
    <h1>
      <Trans>Your wellbeing questionnaire</Trans>
    </h1>
  );

  if (!who5.data) {
    return (
      <div css={page}>
        {title}
        {who5.error ? (
          <LoadError message={<Trans>We could not load the questionnaire.</Trans>} onRetry={() => who5.mutate()} />
        ) : (
          <ListSkeleton label={t`Loading the questionnaire`} />
        )}
      </div>
    );
  }

  let body;
  if (running === 'WHO-5') {
    body = <SurveyRun survey={who5.data.survey} onDone={finish} onBackFromFirst={() => setRunning(null)} />;
  } else if (running === 'CORE-10') {
    body = core10.data ? (
      <>
        {core10.data.survey.intro_text ? <p>{core10.data.survey.intro_text}</p> : null}
        <SurveyRun survey={core10.data.survey} onDone={finish} />
      </>
    ) : core10.error ? (
      <LoadError message={<Trans>We could not load the questionnaire.</Trans>} onRetry={() => core10.mutate()} />
    ) : (
      <ListSkeleton label={t`Loading the questionnaire`} />
    );
  } else {
    const shown = prompt ?? who5.data.prompt ?? null;
    body = shown ? (
      <PromptView prompt={shown} onCore10={() => setRunning('CORE-10')} />
    ) : (
      <section css={card} aria-labelledby="triage-welcome">
        <h2 id="triage-welcome">
          <Trans>Welcome</Trans>
        </h2>
        {who5.data.survey.intro_text ? <p>{who5.data.survey.intro_text}</p> : null}
        <Button type="button" onClick={() => setRunning('WHO-5')}>
          <Trans>Start</Trans>
        </Button>
      </section>
    );
  }

  return (
    <div css={page}>
      {title}
      {body}
    </div>
  );
}
