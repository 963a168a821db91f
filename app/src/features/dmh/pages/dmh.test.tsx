import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerDmhQuestion, APPOINTMENT_ALREADY_BOOKED, bookDmhAppointment, getDmhQuestion, getOtherCliniciansDates, type DmhQuestion } from '@portal/contract/calls/dmh';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import DmhPage from './dmh';

const stage = (remaining: number) => ({ total_number_of_questions: 3, number_of_questions_to_complete: remaining });

const QUESTIONS: Record<number, DmhQuestion> = {
  1: {
    question_id: 1,
    question_type: 'select',
    question_text: 'What would you like support with?',
    options: [{ option_text: 'My wellbeing' }, { option_text: 'Money worries', attributes: { finance: true } }],
    questionnaire_stage: stage(3),
  },
  2: { question_id: 2, question_type: 'text', question_text: 'What is on your mind?', options: [], questionnaire_stage: stage(2) },
  3: {
    question_id: 3,
    question_type: 'slider',
    question_text: 'How have things been?',
    options: [],
    sliders: [{ slider_text: 'Mood', options: ['Very low', 'Low', 'Okay', 'Good', 'Very good'] }],
    questionnaire_stage: stage(1),
  },
};

const NEXT: Record<number, number | null> = { 1: 2, 2: 3, 3: null };

function journeyCalls(book: Parameters<typeof answer<typeof bookDmhAppointment>>[1]) {
  return mockCalls([
    answer(getDmhQuestion, (body) => ({ success: true, question: QUESTIONS[body.question_id ?? 1]! })),
    answer(answerDmhQuestion, (body) => ({ success: true, next_question_id: body.answered_question_id === 1 && body.answer === 1 ? null : NEXT[body.answered_question_id]! })),
    answer(getOtherCliniciansDates, {
      success: true,
      dates: { '2030-03-06': [{ clinicianId: '7', name: 'Dr Niamh Walsh', image: null, tags: ['CBT'], timeslots: ['09:00', '10:00'] }] },
    }),
    answer(bookDmhAppointment, book),
  ]);
}

// user-event on a busy machine: these walk many renders each
describe('digital mental health journey', { timeout: 60_000 }, () => {
  it('walks the questions with progress, the Next rule, the slider default and Back, then books', async () => {
    const api = journeyCalls({ success: true, apiStatus: 'booked' });
    const user = userEvent.setup();
    renderFeature(<DmhPage routeName="dmh" />, { path: '/dmh' });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'What would you like support with?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'My wellbeing' }));
    await user.click(next());

    expect(await screen.findByRole('heading', { name: 'What is on your mind?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await user.type(screen.getByLabelText(/Your answer/), ' abc ');
    expect(next()).toBeDisabled();
    expect(screen.getByText('Please enter between 5 and 300 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your answer/), 'de');
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'What would you like support with?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'My wellbeing' })).toBeChecked();
    await user.click(next());
    await user.type(await screen.findByLabelText(/Your answer/), 'Sleeping badly');
    await user.click(next());

    const slider = await screen.findByRole('slider', { name: 'Mood' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Okay');
    await user.click(next());
    expect(api.calls.filter((c) => c.path === answerDmhQuestion.path).map((c) => c.body.answer)).toEqual([0, 0, 'Sleeping badly', [2]]);

    expect(await screen.findByRole('heading', { name: 'Book your session' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create Booking' });
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /6 Mar/ }));
    expect(create).toBeDisabled();
    const times = screen.getByRole('list', { name: 'Times with Dr Niamh Walsh' });
    await user.click(within(times).getAllByRole('button')[0]!);
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await screen.findByRole('heading', { name: 'Session Booked' })).toBeInTheDocument();
    expect(screen.getByText('We will email you a reminder 30 minutes before your session.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(api.calls.find((c) => c.path === bookDmhAppointment.path)?.body).toEqual({ clinician_id: '7', start_date: '2030-03-06', start_time: '09:00', service_id: 'axa_dmh' });
  });

  it('ends on financeSuccess after the financial option, and Back from the first question returns to start', async () => {
    journeyCalls({ success: true });
    const user = userEvent.setup();
    renderFeature(<DmhPage routeName="dmh" />, { path: '/dmh' });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: 'What would you like support with?' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('radio', { name: 'Money worries' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText('Our team will be in touch with you within 48 hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
  });

  it('says when the slot was taken and when booking failed otherwise', async () => {
    let reply = { status: 409, body: { success: false, err: 'Sorry, this appointment is no longer available', apiStatus: APPOINTMENT_ALREADY_BOOKED } };
    journeyCalls(() => reply);
    const user = userEvent.setup();
    renderFeature(<DmhPage routeName="dmhLanding" />, { path: '/dmh/booking' });
    const choose = async () => {
      await user.click(await screen.findByRole('button', { name: /6 Mar/ }));
      await user.click(within(screen.getByRole('list', { name: 'Times with Dr Niamh Walsh' })).getAllByRole('button')[1]!);
      await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    };
    await choose();
    const taken = await screen.findByRole('alertdialog', { name: 'Sorry, this appointment is no longer available' });
    expect(within(taken).getByText('Please choose another appointment')).toBeInTheDocument();
    await user.click(within(taken).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Create Booking' })).toBeDisabled();
    reply = { status: 500, body: { success: false, err: 'boom', apiStatus: '' } };
    await choose();
    const failed = await screen.findByRole('alertdialog', { name: 'Sorry, something went wrong' });
    expect(within(failed).getByText('Please try again')).toBeInTheDocument();
  });
});
