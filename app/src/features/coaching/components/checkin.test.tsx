import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerFixedSurveyQuestion, getFixedSurvey, TRIAGE_RESULTS, type Survey, type SurveyQuestion } from '@portal/contract/calls/surveys';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { Checkin } from './checkin';

// jsdom draws no canvas: the chart module is replaced by what it would name and count
vi.mock('./checkin-chart', () => ({
  default: ({ scores, description }: { scores: number[]; description: string }) => <div role="img" aria-label={description} data-points={scores.length} />,
}));

const OPTIONS = ['At no time', 'Some of the time', 'Less than half of the time', 'More than half of the time', 'Most of the time', 'All of the time'];
const question = (id: number, text: string): SurveyQuestion => ({ id, text, type: 'single_choice', layout: 'scale', options: OPTIONS.map((o, i) => ({ id: id * 10 + i, text: o })) });
const QUESTIONS = [question(501, 'I have felt cheerful'), question(502, 'I have felt calm')];

describe('check-in', { timeout: 90_000 }, () => {
  it('asks one question at a time, Next waits for a choice, then says Questionnaire completed and reloads the graph', async () => {
    const graph = { labels: ['2026-11-01'], data: [44] };
    const api = mockCalls([
      answer(getFixedSurvey, () => {
        const survey: Survey = { name: 'WHO-5', questions_count: 2, sections: [{ questions: QUESTIONS }], graph: { ...graph } };
        return { success: true, survey, prompt: null };
      }),
      answer(answerFixedSurveyQuestion, (body) => {
        if (body.question_id === 501) return { success: true, next_question: QUESTIONS[1]!, results: null };
        graph.labels.push('2026-11-26');
        graph.data.push(80);
        return { success: true, next_question: null, results: [TRIAGE_RESULTS.coaching] };
      }),
    ]);
    const user = userEvent.setup();
    renderFeature(<Checkin />);
    expect(await screen.findByRole('img', { name: 'Your check-in scores over time' })).toHaveAttribute('data-points', '1');
    expect(screen.getByText('Latest score: 44 out of 100')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start check-in' }));
    const modal = screen.getByRole('dialog', { name: 'Wellbeing check-in' });
    expect(within(modal).getByText('Question 1 of 2')).toBeInTheDocument();
    const slider = within(modal).getByRole('slider', { name: 'I have felt cheerful' });
    expect(slider).toHaveValue('2');
    expect(slider).toHaveAttribute('max', '5');
    // Next waits for a choice, so the slider's starting point does not look like one (issue 31)
    expect(slider).toHaveAttribute('aria-valuetext', 'No answer yet');
    expect(within(modal).getByText('Move the slider, or click it, to choose your answer.')).toBeInTheDocument();
    expect(within(modal).queryByText(OPTIONS[2]!)).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.change(slider, { target: { value: '4' } });
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(api.calls.find((c) => c.path.endsWith('answer-fixed-survey-question'))!.body).toEqual({ question_id: 501, answer: [{ id: 5014, answer: 'Most of the time' }] });

    const second = await within(modal).findByRole('slider', { name: 'I have felt calm' });
    expect(within(modal).getByText('Question 2 of 2')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.change(second, { target: { value: '5' } });
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByText('Questionnaire completed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your check-in scores over time' })).toHaveAttribute('data-points', '2'));
    expect(screen.getByText('Latest score: 80 out of 100')).toBeInTheDocument();
  });

  it('says when there are no check-ins yet', async () => {
    mockCalls([answer(getFixedSurvey, { success: true, survey: { name: 'WHO-5', questions_count: 2, sections: [{ questions: QUESTIONS }], graph: { labels: [], data: [] } }, prompt: null })]);
    renderFeature(<Checkin />);
    expect(await screen.findByText('You have not checked in yet. Your scores will show here.')).toBeInTheDocument();
  });
});
