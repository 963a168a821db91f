import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerFixedSurveyQuestion, getFixedSurvey, TRIAGE_RESULTS, type Survey, type SurveyQuestion } from '@portal/contract/calls/surveys';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import TriageQuestionnaire from './triage-questionnaire';

const LIKERT = ['At no time', 'Some of the time', 'Less than half of the time', 'More than half of the time', 'Most of the time', 'All of the time'];
const scaleQuestion = (id: number, text: string): SurveyQuestion => ({
  id,
  text,
  type: 'single_choice',
  layout: 'scale',
  options: LIKERT.map((option, index) => ({ id: id * 10 + index, text: option })),
});
const who5: Survey = {
  name: 'WHO-5',
  intro_text: 'Welcome text of the survey',
  questions_count: 2,
  sections: [{ name: 'Over the last two weeks', questions: [scaleQuestion(501, 'I have felt cheerful'), scaleQuestion(502, 'I have felt calm')] }],
};
const core10: Survey = {
  name: 'CORE-10',
  intro_text: 'Ten more questions',
  questions_count: 2,
  sections: [
    {
      name: 'Over the last week',
      questions: [
        { id: 1001, text: 'I have felt tense', type: 'single_choice', layout: null, options: [{ id: 10010, text: 'Not at all' }, { id: 10011, text: 'Often' }] },
        { id: 1099, text: 'How many hours did you sleep?', type: 'numeric', layout: null, options: [], min_value: 0, max_value: 12 },
      ],
    },
  ],
};

describe('triage questionnaire', { timeout: 30_000 }, () => {
  it('walks welcome, WHO-5 from the middle option with Back, then CORE-10 with its rules, to the EAP prompt', async () => {
    const api = mockCalls([
      answer(getFixedSurvey, (body) => ({ success: true, survey: body.name === 'WHO-5' ? who5 : core10, prompt: null })),
      answer(answerFixedSurveyQuestion, (body) => {
        const next = { 501: who5.sections[0]!.questions[1]!, 1001: core10.sections[0]!.questions[1]! }[body.question_id as number];
        if (next) return { success: true, next_question: next, results: null };
        const done = body.question_id === 502 ? TRIAGE_RESULTS.core10 : TRIAGE_RESULTS.eap;
        return { success: true, next_question: null, results: [done] };
      }),
    ]);
    const user = userEvent.setup();
    renderFeature(<TriageQuestionnaire routeName="mentalHealthCoachingQuestionnaire" />, { path: '/mental-health-coaching/start/questionnaire' });
    expect(await screen.findByText('Welcome text of the survey')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));

    const slider = screen.getByRole('slider', { name: 'I have felt cheerful' });
    expect(slider).toHaveValue('2');
    expect(slider).toHaveAttribute('aria-valuetext', 'Less than half of the time');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('slider', { name: 'I have felt calm' })).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.change(screen.getByRole('slider', { name: 'I have felt cheerful' }), { target: { value: '5' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(api.bodiesOf(answerFixedSurveyQuestion)).toEqual([
      { question_id: 501, answer: [{ id: 5012, answer: 'Less than half of the time' }] },
      { question_id: 501, answer: [{ id: 5015, answer: 'All of the time' }] },
      { question_id: 502, answer: [{ id: 5022, answer: 'Less than half of the time' }] },
    ]);

    expect(await screen.findByRole('heading', { name: 'A few more questions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Ten more questions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('You must enter a valid option')).toBeInTheDocument();
    expect(api.bodiesOf(answerFixedSurveyQuestion)).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'Often' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const hours = await screen.findByRole('textbox');
    await user.type(hours, '15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Your answer must fall within the minimum and maximum values. Min: 0, Max: 12')).toBeInTheDocument();
    expect(hours).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Our 24/7 support team is the right place to start' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact the support team' })).toHaveAttribute('href', '/eap');
    expect(api.bodiesOf(answerFixedSurveyQuestion).slice(3)).toEqual([
      { question_id: 1001, answer: [{ id: 10011, answer: 'Often' }] },
      { question_id: 1099, answer: [{ id: 1099, answer: '12' }] },
    ]);
  });

  it('restores the prompt the server stored', async () => {
    mockCalls([answer(getFixedSurvey, { success: true, survey: who5, prompt: 'SelectCoach' })]);
    renderFeature(<TriageQuestionnaire routeName="mentalHealthCoachingQuestionnaire" />, { path: '/mental-health-coaching/start/questionnaire' });
    expect(await screen.findByRole('heading', { name: 'Coaching is a good fit for you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your coach' })).toHaveAttribute('href', '/mental-health-coaching/select-coach');
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('offers a retry when the survey does not load', async () => {
    mockCalls([answer(getFixedSurvey, { status: 500, body: { success: false, err: 'down' } })]);
    renderFeature(<TriageQuestionnaire routeName="mentalHealthCoachingQuestionnaire" />, { path: '/mental-health-coaching/start/questionnaire' });
    await waitFor(() => expect(screen.getByText('We could not load the questionnaire.')).toBeInTheDocument(), { timeout: 15_000 });
  });
});
