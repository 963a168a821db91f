import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerDmhQuestion, APPOINTMENT_ALREADY_BOOKED, bookDmhAppointment, getDmhQuestion, getOtherCliniciansDates, type DmhQuestion } from '@portal/contract/calls/dmh';
import { getIntakeForm, getOnlineServices, submitIntakeForm, type OnlineService } from '@portal/contract/calls/intake';
import { examples } from '@portal/contract/examples';
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

const SERVICES: OnlineService[] = [
  { slug: 'cmh_assessment', area: 'assessment', age_group: null, title: 'Specialist mental health assessment', description: 'A video appointment.', price: 0, currency: 'eur', template: null, requested_at: null },
  { slug: 'therapy_adult', area: 'therapy', age_group: 'adult', title: 'Talking therapy (adults)', description: 'Up to six sessions.', price: 8500, currency: 'eur', template: 'intake_therapy_adult', requested_at: null },
];

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
    answer(getOnlineServices, { success: true, services: SERVICES }),
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
    await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
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

  it('lists the online services with prices, and sends an intake form only once the helper rules pass', async () => {
    const sent: unknown[] = [];
    const template = examples[getIntakeForm.path]!.reply.template as never;
    mockCalls([
      answer(getOnlineServices, { success: true, services: SERVICES }),
      answer(getIntakeForm, {
        success: true,
        service: SERVICES[1]!,
        template: {
          ...(template as object),
          form_groups: [
            {
              id: 'personal',
              header: 'About you',
              additional_text: null,
              questions: [
                { id: 'first_name', label: 'First name', type: 'text', required: true },
                { id: 'email', label: 'Email address', type: 'text', required: true },
                { id: 'gp_email', label: 'Practice email address', type: 'text', required: false },
              ],
            },
          ],
        } as never,
      }),
      answer(submitIntakeForm, (body) => {
        sent.push(body);
        return { success: true as const, request_id: 4 };
      }),
    ]);
    const user = userEvent.setup();
    renderFeature(<DmhPage routeName="dmhLanding" />, { path: '/dmh/booking' });
    expect(await screen.findByText('Price: €85.00')).toBeInTheDocument();
    expect(screen.getByText('Price: €0.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Talking therapy (adults)' }));
    expect(await screen.findByRole('heading', { name: 'Talking therapy (adults)' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ada@');
    await user.type(screen.getByRole('textbox', { name: /Practice email address/ }), 'gp');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please check the answers marked below.')).toBeInTheDocument();
    expect(screen.getAllByText('Please answer this question.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter a valid email address.').length).toBe(2);
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'example.com');
    await user.clear(screen.getByRole('textbox', { name: /Practice email address/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(sent).toEqual([{ service: 'therapy_adult', today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), answers: { first_name: 'Ada', email: 'ada@example.com' } }]);
  });
});
