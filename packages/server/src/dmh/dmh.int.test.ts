import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getAppointments } from '@portal/contract/calls/bookings';
import {
  answerDmhQuestion,
  APPOINTMENT_ALREADY_BOOKED,
  bookDmhAppointment,
  getAddressFromCoordinates,
  getDmhQuestion,
  getOtherCliniciansDates,
} from '@portal/contract/calls/dmh';
import { DMH_FREE_TEXT_MESSAGE, DMH_SECOND_PREFERENCE_MESSAGE } from '@portal/contract/dmh-rules';
import { withHarness } from '../../test/harness';
import { freshMembers } from '../../test/members';
import { dmhAnswers, dmhClinicians, dmhSlots } from './schema';
import { ADDRESS_NOT_FOUND_MESSAGE, CLINICIAN_NOT_FOUND_MESSAGE, QUESTION_NOT_FOUND_MESSAGE, SLOT_NOT_FOUND_MESSAGE, SLOT_TAKEN_MESSAGE } from './service';

withHarness('dmh: questionnaire, clinicians and booking', (h) => {
  const members = (clientId: string, count: number) => freshMembers(h(), clientId, count);

  const day = (offset: number) => new Date(h().clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  it('walks the question graph through every question type, storing each answer for the member', async () => {
    const [member] = await members('harbour', 1);
    const first = await h().call(getDmhQuestion, {}, member!);
    expect(first.question.question_id).toBe(1);
    expect(first.question.question_type).toBe('select');
    expect(first.question.questionnaire_stage).toEqual({ total_number_of_questions: 10, number_of_questions_to_complete: 10 });
    const answers: Record<number, unknown> = {
      1: 0,
      2: 'I have been feeling anxious at work.',
      3: [2, 3],
      4: 1,
      5: { display_name: 'Dublin, Ireland', lat: 53.35, lng: -6.26 },
      6: { first: `${day(2)}T10:00`, second: `${day(3)}T11:30` },
      7: true,
      8: 'Evenings suit me better.',
      9: { first_name: 'Ada', last_name: 'Byrne', email: 'ada@example.com', phone: '+353 87 123 4567', dob: '1990-05-01', gender: 'Female' },
      10: true,
    };
    const types: string[] = [];
    let id: number | null = 1;
    while (id !== null) {
      const { question } = await h().call(getDmhQuestion, { question_id: id }, member!);
      types.push(question.question_type);
      if (question.question_type === 'date_review') {
        expect(question.options.map((o) => o.data)).toEqual([`${day(2)}T10:00`, `${day(3)}T11:30`]);
      }
      if (question.question_type === 'slider') expect(question.sliders?.[0]?.options).toHaveLength(5);
      const reply: { next_question_id?: number | null } = await h().call(answerDmhQuestion, { answered_question_id: id, answer: answers[id] as string }, member!);
      id = reply.next_question_id ?? null;
    }
    expect(types).toEqual(['select', 'text', 'slider', 'select', 'location_detection', 'date_time', 'date_review', 'text_input', 'confirm', 'hardcoded_page_1']);
    const stored = await h().db.select().from(dmhAnswers).where(eq(dmhAnswers.userId, member!.userId));
    expect(stored).toHaveLength(10);
    expect(stored.find((a) => a.questionId === 2)?.answer).toBe('I have been feeling anxious at work.');
  });

  it("prefills the confirm question with the member's details, then with the last answer; crisis numbers of the client's country", async () => {
    const [member] = await members('harbour', 1);
    const before = await h().call(getDmhQuestion, { question_id: 9 }, member!);
    const value = (key: string) => before.question.options.find((o) => o.field_key === key)?.value;
    expect(value('first_name')).toBe('Alex');
    expect(value('last_name')).toBe('Member');
    expect(value('email')).toMatch(/@harbour\.example$/);
    expect(value('dob')).toBe('1988-04-12');
    expect(before.question.options.find((o) => o.field_key === 'gender')?.data).toEqual(['Male', 'Female', 'Prefer not to say']);
    const answer = { first_name: 'Ada', last_name: 'Byrne', email: 'ada@example.com', phone: '+353 87 123 4567', dob: '1990-05-01', gender: 'Female' };
    await h().call(answerDmhQuestion, { answered_question_id: 9, answer }, member!);
    const after = await h().call(getDmhQuestion, { question_id: 9 }, member!);
    expect(Object.fromEntries(after.question.options.map((o) => [o.field_key, o.value]))).toEqual(answer);

    const irish = (await h().call(getDmhQuestion, { question_id: 10 }, member!)).question.sub_text_html!;
    expect(irish).toContain('call 112 in an emergency, or Samaritans Ireland on 116 123.');
    expect(irish).not.toContain('999');
    const [british] = await members('lumen', 1);
    const uk = (await h().call(getDmhQuestion, { question_id: 10 }, british!)).question.sub_text_html!;
    expect(uk).toContain('call 999 in an emergency, 111 for urgent medical advice, or Samaritans on 116 123.');
    const [german] = await members('kontor', 1);
    const de = (await h().call(getDmhQuestion, { question_id: 10 }, german!)).question.sub_text_html!;
    expect(de).toContain('Wählen Sie im Notfall 112 oder TelefonSeelsorge unter 0800 111 0 111.');
  });

  it('ends the journey after the financial option, and speaks German to kontor', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const { question } = await h().call(getDmhQuestion, {}, member);
    const finance = question.options.findIndex((o) => o.attributes?.finance === true);
    expect(finance).toBeGreaterThan(0);
    expect((await h().call(answerDmhQuestion, { answered_question_id: 1, answer: finance }, member)).next_question_id).toBeNull();
    expect((await h().call(answerDmhQuestion, { answered_question_id: 1, answer: 0 }, member)).next_question_id).toBe(2);
    const german = await h().call(getDmhQuestion, {}, await h().session('kontor', 'member@kontor.example'));
    expect(german.question.question_text).toBe('Wobei möchten Sie Unterstützung?');
  });

  it('refuses answers that break the rules, and unknown questions', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const refused = async (id: number, answer: unknown) => (await h().refused(answerDmhQuestion, { answered_question_id: id, answer: answer as string }, member)).body.err;
    expect(await refused(2, '  abc ')).toBe(DMH_FREE_TEXT_MESSAGE);
    expect(await refused(2, 'x'.repeat(301))).toBe(DMH_FREE_TEXT_MESSAGE);
    expect(await refused(8, 'four')).toBe(DMH_FREE_TEXT_MESSAGE);
    expect(await refused(1, 7)).toBe('Please answer the question.');
    expect(await refused(3, [1])).toBe('Please answer the question.');
    expect(await refused(6, { first: `${day(2)}T10:00`, second: `${day(2)}T10:00` })).toBe(DMH_SECOND_PREFERENCE_MESSAGE);
    expect(await refused(6, { first: `${day(-3)}T10:00`, second: `${day(2)}T10:00` })).toBe('Please choose a date from today onwards.');
    const details = { first_name: 'Ada', last_name: 'Byrne', email: 'ada@example.com', phone: '+353 87 123 4567', dob: '1990-05-01', gender: 'Female' };
    expect(await refused(9, { ...details, email: 'ada@' })).toBe('Email: Must be a valid email address');
    expect(await refused(9, { ...details, phone: '12345' })).toBe('Phone: Must be a valid phone number with at least 8 digits');
    expect(await refused(9, { ...details, dob: day(-365 * 10) })).toBe('Date of birth: Must be at least 16 years old');
    expect(await refused(9, { ...details, gender: '' })).toBe('Gender: Must not be empty');
    expect(await refused(9, { ...details, first_name: 'A' })).toBe('First name: Must be at least 2 characters long');
    expect(await refused(10, false)).toBe('Please answer the question.');
    const missing = await h().refused(getDmhQuestion, { question_id: 99 }, member);
    expect([missing.status, missing.body.err]).toEqual([404, QUESTION_NOT_FOUND_MESSAGE]);
  });

  it('lists clinicians with free slots by date, filtered by gender, in the member language', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const all = (await h().call(getOtherCliniciansDates, {}, member)).dates;
    const dates = Object.keys(all);
    expect(dates.length).toBeGreaterThan(5);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d > day(0))).toBe(true);
    const names = new Set(Object.values(all).flat().map((c) => c.name));
    expect(names.size).toBe(4);
    const male = (await h().call(getOtherCliniciansDates, { gender_preference: 'Male' }, member)).dates;
    const maleNames = new Set(Object.values(male).flat().map((c) => c.name));
    expect([...maleNames].sort()).toEqual(['Dr Kwame Mensah', 'Dr Lukas Brandt']);
    const german = (await h().call(getOtherCliniciansDates, { gender_preference: 'Female' }, await h().session('kontor', 'member@kontor.example'))).dates;
    expect(Object.values(german).flat().some((c) => c.tags.includes('Gedrückte Stimmung'))).toBe(true);
  });

  it('books a slot once and shows it in the bookings panel with its Join button', async () => {
    const [member, other] = await members('harbour', 2);
    const { dates } = await h().call(getOtherCliniciansDates, {}, member!);
    const [date, clinicians] = Object.entries(dates)[0]!;
    const clinician = clinicians[0]!;
    const time = clinician.timeslots[0]!;
    const body = { clinician_id: clinician.clinicianId, start_date: date, start_time: time };
    expect((await h().call(bookDmhAppointment, body, member!)).success).toBe(true);
    const again = await h().refused(bookDmhAppointment, body, other!);
    expect([again.status, again.body.err, again.body.apiStatus]).toEqual([409, SLOT_TAKEN_MESSAGE, APPOINTMENT_ALREADY_BOOKED]);
    const after = (await h().call(getOtherCliniciansDates, {}, member!)).dates[date] ?? [];
    expect(after.find((c) => c.clinicianId === clinician.clinicianId)?.timeslots ?? []).not.toContain(time);
    const { appointments } = await h().call(getAppointments, {}, member!);
    const booked = appointments.find((a) => a.clinician.name === clinician.name);
    expect(booked?.startTime).toBe(`${date}T${time}:00Z`);
    expect(booked?.appointmentType).toBe('Video');
    expect(booked?.showJoinButton).toBe(true);
    expect((await h().call(getAppointments, {}, other!)).appointments.some((a) => a.clinician.name === clinician.name)).toBe(false);
  });

  it("refuses another client's clinician and times that are no slot", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const [foreign] = await h().db.select().from(dmhClinicians).where(eq(dmhClinicians.clientId, 'kontor')).limit(1);
    const [foreignSlot] = await h().db.select().from(dmhSlots).where(and(eq(dmhSlots.clientId, 'kontor'), eq(dmhSlots.clinicianId, foreign!.id))).limit(1);
    const at = foreignSlot!.startAt.toISOString();
    const refused = await h().refused(bookDmhAppointment, { clinician_id: String(foreign!.id), start_date: at.slice(0, 10), start_time: at.slice(11, 16) }, member);
    expect([refused.status, refused.body.err]).toEqual([404, CLINICIAN_NOT_FOUND_MESSAGE]);
    const [untouched] = await h().db.select().from(dmhSlots).where(eq(dmhSlots.id, foreignSlot!.id));
    expect(untouched!.userId).toBeNull();
    const { dates } = await h().call(getOtherCliniciansDates, {}, member);
    const [date, clinicians] = Object.entries(dates)[0]!;
    const noSlot = await h().refused(bookDmhAppointment, { clinician_id: clinicians[0]!.clinicianId, start_date: date, start_time: '03:17' }, member);
    expect([noSlot.status, noSlot.body.err]).toEqual([404, SLOT_NOT_FOUND_MESSAGE]);
    expect((await h().refused(bookDmhAppointment, { clinician_id: 'abc', start_date: date, start_time: '10:00' }, member)).status).toBe(404);
    const brightpath = await h().session('brightpath', 'member@brightpath.example');
    expect((await h().refused(getDmhQuestion, {}, brightpath)).status).toBe(403);
  });

  it('finds the nearest town offline, and says so when there is none', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const berlin = await h().call(getAddressFromCoordinates, { lat: 52.52, lng: 13.405 }, member);
    expect(berlin.display_name).toMatch(/^Berlin, .*Germany$/);
    const sea = await h().refused(getAddressFromCoordinates, { lat: 0, lng: -140 }, member);
    expect([sea.status, sea.body.err]).toEqual([404, ADDRESS_NOT_FOUND_MESSAGE]);
  });

  it('lets exactly one of 100 racing requests book a slot', async () => {
    const racers = await members('harbour', 20);
    const { dates } = await h().call(getOtherCliniciansDates, {}, racers[0]!);
    const [date, clinicians] = Object.entries(dates).at(-1)!;
    const clinician = clinicians.at(-1)!;
    const time = clinician.timeslots.at(-1)!;
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        h().request('harbour', bookDmhAppointment.path, { clinician_id: clinician.clinicianId, start_date: date, start_time: time }, { cookie: racers[i % racers.length]!.cookie }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409 && r.body.apiStatus === APPOINTMENT_ALREADY_BOOKED)).toHaveLength(99);
    const [row] = await h().db
      .select()
      .from(dmhSlots)
      .where(and(eq(dmhSlots.clinicianId, Number(clinician.clinicianId)), eq(dmhSlots.startAt, new Date(`${date}T${time}:00Z`))));
    expect(row!.userId).not.toBeNull();
    expect(row!.bookingId).not.toBeNull();
    const all = await Promise.all(racers.map((r) => h().call(getAppointments, {}, r)));
    expect(all.flatMap((a) => a.appointments).filter((a) => a.startTime === `${date}T${time}:00Z` && a.clinician.name === clinician.name)).toHaveLength(1);
  });
});
