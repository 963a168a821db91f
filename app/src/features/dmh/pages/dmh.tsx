import { pageColumn } from '../../../components/page-styles';
import { LoadError } from '../../../components/panel-states';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { GENDER_PREFERENCES, type DmhQuestion } from '@portal/contract/calls/dmh';
import type { OnlineService } from '@portal/contract/calls/intake';
import { dmhProgress } from '@portal/contract/dmh-rules';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { ActionLink } from '../../../components/action-link';
import { usePageTitle } from '../../../components/page-title';
import type { PageProps } from '../../../lib/page';
import { fetchQuestion, sendAnswer, type GenderPreference } from '../api/dmh';
import { BookingView } from '../components/booking-view';
import { IntakeForm } from '../components/intake-form';
import { OnlineServices } from '../components/online-services';
import { QuestionStep } from '../components/question-step';
import { answerOf, emptyDraft, isFinanceChoice, type Draft } from '../utils/journey';
import { telHref } from '@portal/contract/emergency-contacts';
import { useCrisisLines } from '../../../lib/use-crisis-lines';

const page = pageColumn({ gap: 5, maxWidth: '48rem', h2: '2xl', flatParagraphs: true });

const track = css`
  height: 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface.sunken};
  overflow: hidden;
`;

const fill = (share: number) => css`
  height: 100%;
  width: ${Math.round(share * 100)}%;
  background: ${theme.color.action.primary.bg};
`;

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  justify-content: space-between;
`;

interface Step {
  readonly question: DmhQuestion;
  readonly draft: Draft;
}

type View =
  | { readonly kind: 'start' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly retry: () => void }
  | { readonly kind: 'journey'; readonly step: Step }
  | { readonly kind: 'booking' }
  | { readonly kind: 'financeSuccess' }
  | { readonly kind: 'services' }
  | { readonly kind: 'intake'; readonly service: OnlineService }
  | { readonly kind: 'intakeSent' };

function ProgressBar({ share }: { readonly share: number }) {
  const { t } = useLingui();
  const percent = Math.round(share * 100);
  return (
    <div
      css={track}
      role="progressbar"
      aria-label={t`Questionnaire progress`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div css={fill(share)} />
    </div>
  );
}

/** The crisis numbers of the client's country, as links. */
function CrisisNumbers() {
  const { emergency, urgent, service, crisis } = useCrisisLines();
  const emergencyLink = <a href={telHref(emergency)}>{emergency}</a>;
  const crisisLink = <a href={telHref(crisis)}>{crisis}</a>;
  if (urgent) {
    const urgentLink = <a href={telHref(urgent.number)}>{urgent.number}</a>;
    return (
      <p>
        <Trans>
          If you are in crisis, call {emergencyLink} in an emergency, {urgentLink} for urgent medical advice,
          or {service} on {crisisLink}.
        </Trans>
      </p>
    );
  }
  return (
    <p>
      <Trans>
        If you are in crisis, call {emergencyLink} in an emergency, or {service} on {crisisLink}.
      </Trans>
    </p>
  );
}

function preferenceOf(step: Step, previous: GenderPreference): GenderPreference {
  if (step.draft.type !== 'select' || step.draft.choice === null) return previous;
  const data = step.question.options[step.draft.choice]?.data;
  return (GENDER_PREFERENCES as readonly unknown[]).includes(data) ? (data as GenderPreference) : previous;
}

/**
 * The digital mental health journey (seed 001 sections 2 and 4): start, the questions one at a time with Back
 * through the local history, then booking a clinician, or financeSuccess after the financial option.
 */
export default function DmhPage({ routeName }: PageProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  usePageTitle(t`Digital mental health`);
  const [view, setView] = useState<View>(
    routeName === 'dmhLanding' ? { kind: 'services' } : { kind: 'start' },
  );
  const [history, setHistory] = useState<Step[]>([]);
  const [gender, setGender] = useState<GenderPreference>('No Preference');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // a new step of the online services starts at its top, with focus on its heading for screen readers
  useEffect(() => {
    if (view.kind !== 'intake' && view.kind !== 'intakeSent') return;
    window.scrollTo?.(0, 0);
    if (view.kind === 'intakeSent') document.getElementById('dmh-thanks')?.focus({ preventScroll: true });
  }, [view.kind]);

  const open = useCallback(
    async (questionId: number | null, from: Step | null) => {
      setView({ kind: 'loading' });
      try {
        const { question } = await fetchQuestion(questionId);
        if (from) setHistory((steps) => [...steps, from]);
        setView({ kind: 'journey', step: { question, draft: emptyDraft(question, language) } });
      } catch {
        setView({ kind: 'error', retry: () => void open(questionId, from) });
      }
    },
    [language],
  );

  const submit = async (step: Step, answer: unknown) => {
    setSaving(true);
    setFailure(null);
    try {
      const reply = await sendAnswer(step.question.question_id, answer);
      setGender((previous) => preferenceOf(step, previous));
      if (isFinanceChoice(step.question, step.draft)) {
        setView({ kind: 'financeSuccess' });
      } else if (reply.next_question_id === null || reply.next_question_id === undefined) {
        setView({ kind: 'booking' });
      } else {
        await open(reply.next_question_id, step);
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`Sorry, something went wrong`);
    } finally {
      setSaving(false);
    }
  };

  const back = () => {
    setFailure(null);
    const previous = history.at(-1);
    if (!previous) {
      setView({ kind: 'start' });
      return;
    }
    setHistory(history.slice(0, -1));
    setView({ kind: 'journey', step: previous });
  };

  return (
    <div css={page}>
      <h1>
        <Trans>Digital mental health</Trans>
      </h1>
      {view.kind === 'start' ? (
        <>
          <p>
            <Trans>
              Answer a few questions about how you are feeling, and we match you with a clinician for a video
              session. It takes about five minutes.
            </Trans>
          </p>
          <CrisisNumbers />
          <div>
            <Button
              onClick={() => {
                setHistory([]);
                void open(null, null);
              }}
            >
              <Trans>Start</Trans>
            </Button>
          </div>
        </>
      ) : null}
      {view.kind === 'loading' ? (
        <SkeletonGroup label={t`Loading your question`}>
          <Skeleton height={24} />
          <Skeleton height={160} />
        </SkeletonGroup>
      ) : null}
      {view.kind === 'error' ? (
        <LoadError message={t`Your question could not be loaded.`} onRetry={view.retry} />
      ) : null}
      {view.kind === 'journey' ? (
        <Journey
          step={view.step}
          saving={saving}
          failure={failure}
          onDraft={(draft) => setView({ kind: 'journey', step: { ...view.step, draft } })}
          onNext={(answer) => void submit(view.step, answer)}
          onSkip={() =>
            void submit(
              { ...view.step, draft: { type: 'location_detection', location: { status: 'skipped' } } },
              { skipped: true },
            )
          }
          onBack={back}
        />
      ) : null}
      {view.kind === 'booking' ? <BookingView gender={gender} /> : null}
      {view.kind === 'services' ? (
        <>
          <p>
            <Trans>
              Choose the support you are looking for. For therapy and assessments you fill in a short form
              first; our clinical team reads it and contacts you.
            </Trans>
          </p>
          <OnlineServices
            onRequest={(service) => setView({ kind: 'intake', service })}
            onBook={() => setView({ kind: 'booking' })}
          />
        </>
      ) : null}
      {view.kind === 'intake' ? (
        <IntakeForm
          service={view.service}
          onSent={() => setView({ kind: 'intakeSent' })}
          onCancel={() => setView({ kind: 'services' })}
        />
      ) : null}
      {view.kind === 'financeSuccess' || view.kind === 'intakeSent' ? (
        <section aria-labelledby="dmh-thanks" css={page}>
          <h2 id="dmh-thanks" tabIndex={-1}>
            <Trans>Thank you</Trans>
          </h2>
          <p role="status">
            <Trans>Our team will be in touch with you within 48 hours.</Trans>
          </p>
          <div>
            <ActionLink to={pathTo('home')}>
              <Trans>Return to Home</Trans>
            </ActionLink>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function Journey({
  step,
  saving,
  failure,
  onDraft,
  onNext,
  onSkip,
  onBack,
}: {
  readonly step: Step;
  readonly saving: boolean;
  readonly failure: string | null;
  readonly onDraft: (draft: Draft) => void;
  readonly onNext: (answer: unknown) => void;
  readonly onSkip: () => void;
  readonly onBack: () => void;
}) {
  const { t } = useLingui();
  const { question, draft } = step;
  const now = new Date();
  const answer = answerOf(question, draft, now);
  return (
    <section css={page} aria-labelledby="dmh-question">
      <ProgressBar share={dmhProgress(question.questionnaire_stage)} />
      <h2 id="dmh-question">{question.question_text}</h2>
      {question.sub_heading ? <p>{question.sub_heading}</p> : null}
      {question.subtext ? <p>{question.subtext}</p> : null}
      <QuestionStep
        key={question.question_id}
        question={question}
        draft={draft}
        onDraft={onDraft}
        onSkip={onSkip}
        now={now}
      />
      {failure ? <Banner tone="danger" toneLabel={t`Error:`} title={failure} /> : null}
      <div css={buttons}>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={() => onNext(answer)} disabled={answer === null || saving} loading={saving}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </section>
  );
}
