import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getIntakeForm, getOnlineServices, INTAKE_ALREADY_SENT_MESSAGE, submitIntakeForm } from '@portal/contract/calls/intake';
import { INTAKE_PROBLEM_MESSAGES } from '@portal/contract/intake-rules';
import { withHarness } from '../../test/harness';
import { freshMember } from '../../test/members';
import { intakeRequests } from './schema';
import { NO_FORM_MESSAGE, TODAY_OUT_OF_RANGE_MESSAGE, UNKNOWN_QUESTION_MESSAGE } from './service';

const ADULT_ANSWERS = {
  first_name: 'Ada',
  last_name: 'Byrne',
  dob: '1990-04-02',
  email: 'ada@example.com',
  phone_number: { phone: '7700 900123', countryCode: '+44' },
  address: '1 Main Street, Dublin',
  gp_name: 'Quay Practice',
  gp_address: '2 Quay Street',
  gp_email: '',
  gp_permission: 'Yes',
  challenges_description: 'Sleeping badly since the spring.',
  expectations: 'Ways to sleep and cope.',
};

withHarness('online services and intake forms (/dmh/booking)', (h) => {
  const member = (clientId: string) => freshMember(h(), clientId);
  const today = () => h().clock.now().toISOString().slice(0, 10);

  it('lists the therapy types by slug with the spec’s prices in minor units and the client’s currency', async () => {
    const lumen = await member('lumen');
    const { services } = await h().call(getOnlineServices, {}, lumen);
    expect(services.map((service) => service.slug)).toHaveLength(11);
    const price = (slug: string) => services.find((service) => service.slug === slug)!;
    expect([price('therapy_adult').price, price('psychology_child').price, price('adhd_adult').price, price('cmh_assessment').price]).toEqual([
      8500, 8500, 200000, 0,
    ]);
    expect(new Set(services.map((service) => service.currency))).toEqual(new Set(['gbp']));
    expect(price('autism_child').template).toBe('intake_neurodiversity_child');
    expect(price('cmh_assessment').template).toBeNull();
    const harbour = await member('harbour');
    expect((await h().call(getOnlineServices, {}, harbour)).services[0]!.currency).toBe('eur');
  });

  it('serves each template in the member’s language, the child versions with who the support is for', async () => {
    const kontor = await member('kontor');
    const { template } = await h().call(getIntakeForm, { service: 'therapy_child' }, kontor);
    expect(template.form_groups.map((group) => group.id)).toEqual(['personal', 'gp', 'other-professionals', 'emergency-contact', 'challenges']);
    expect(template.form_groups[0]!.header).toBe('Über Sie und Ihr Kind');
    expect(template.form_groups[0]!.questions[0]).toMatchObject({ id: 'support_for', type: 'choice', options: ['Mein Kind', 'Mich als Elternteil', 'Uns beide'] });
    const emergency = template.form_groups.find((group) => group.id === 'emergency-contact')!.questions;
    expect(emergency.map((question) => [question.id, question.required])).toEqual([
      ['emergency_name', true],
      ['emergency_relationship', true],
      ['emergency_phone_number', true],
      ['emergency_email', false],
    ]);
    expect(template.preamble.some((part) => part.html.includes('999'))).toBe(true);
    const refused = await h().refused(getIntakeForm, { service: 'cmh_assessment' }, kontor);
    expect([refused.status, refused.body.err]).toEqual([404, NO_FORM_MESSAGE]);
  });

  it('refuses answers by the helper rules, naming each question, and stores a valid form once', async () => {
    const harbour = await member('harbour');
    const bad = await h().refused(
      submitIntakeForm,
      {
        service: 'therapy_adult',
        today: today(),
        answers: { ...ADULT_ANSWERS, dob: `${Number(today().slice(0, 4)) - 15}-01-01`, email: 'ada@', gp_email: 'gp', phone_number: { phone: '123', countryCode: '+44' }, first_name: ' ' },
      },
      harbour,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.issues).toEqual([
      { path: 'answers.first_name', message: INTAKE_PROBLEM_MESSAGES.required },
      { path: 'answers.dob', message: INTAKE_PROBLEM_MESSAGES.adult_age },
      { path: 'answers.email', message: INTAKE_PROBLEM_MESSAGES.email },
      { path: 'answers.phone_number', message: INTAKE_PROBLEM_MESSAGES.phone },
      { path: 'answers.gp_email', message: INTAKE_PROBLEM_MESSAGES.email },
    ]);
    const stray = await h().refused(submitIntakeForm, { service: 'therapy_adult', today: today(), answers: { ...ADULT_ANSWERS, shoe_size: '9' } }, harbour);
    expect([stray.status, stray.body.err]).toEqual([422, UNKNOWN_QUESTION_MESSAGE]);
    const wrongDay = await h().refused(submitIntakeForm, { service: 'therapy_adult', today: '2001-01-01', answers: ADULT_ANSWERS }, harbour);
    expect([wrongDay.status, wrongDay.body.err]).toEqual([422, TODAY_OUT_OF_RANGE_MESSAGE]);

    const sent = await h().call(submitIntakeForm, { service: 'therapy_adult', today: today(), answers: ADULT_ANSWERS }, harbour);
    const [row] = await h().db.select().from(intakeRequests).where(eq(intakeRequests.id, sent.request_id));
    expect(row).toMatchObject({ clientId: 'harbour', service: 'therapy_adult', template: 'intake_therapy_adult', language: 'en' });
    expect(row!.answers).toEqual(ADULT_ANSWERS);
    const again = await h().refused(submitIntakeForm, { service: 'therapy_adult', today: today(), answers: ADULT_ANSWERS }, harbour);
    expect([again.status, again.body.err]).toEqual([409, INTAKE_ALREADY_SENT_MESSAGE]);
    const listed = (await h().call(getOnlineServices, {}, harbour)).services.find((service) => service.slug === 'therapy_adult')!;
    expect(listed.requested_at).not.toBeNull();
    // another member, of this client or another, sees no request of theirs
    for (const other of [await member('harbour'), await member('lumen')]) {
      const theirs = (await h().call(getOnlineServices, {}, other)).services.find((service) => service.slug === 'therapy_adult')!;
      expect(theirs.requested_at).toBeNull();
    }
  });

  it('makes the child’s emergency contact mandatory except its email, and checks the child’s age', async () => {
    const lumen = await member('lumen');
    const year = Number(today().slice(0, 4));
    const answers = {
      ...ADULT_ANSWERS,
      support_for: 'My child',
      child_first_name: 'Ben',
      child_last_name: 'Byrne',
      child_dob: `${year - 3}-01-01`,
      previous_diagnosis: 'No',
    };
    const refused = await h().refused(submitIntakeForm, { service: 'adhd_child', today: today(), answers }, lumen);
    expect(refused.body.issues).toEqual([
      { path: 'answers.child_dob', message: INTAKE_PROBLEM_MESSAGES.child_age },
      { path: 'answers.emergency_name', message: INTAKE_PROBLEM_MESSAGES.required },
      { path: 'answers.emergency_relationship', message: INTAKE_PROBLEM_MESSAGES.required },
      { path: 'answers.emergency_phone_number', message: INTAKE_PROBLEM_MESSAGES.required },
    ]);
    const complete = {
      ...answers,
      child_dob: `${year - 10}-01-01`,
      emergency_name: 'Cara Byrne',
      emergency_relationship: 'Aunt',
      emergency_phone_number: { phone: '+353861234567', countryCode: '+353' },
    };
    expect((await h().call(submitIntakeForm, { service: 'adhd_child', today: today(), answers: complete }, lumen)).success).toBe(true);
  });
});
