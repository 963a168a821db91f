import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  answerHealthScoreQuestion,
  getFirstUnansweredQuestion,
  getHealthScore,
  getHealthScoreProgress,
  getHealthScoreReport,
  restartQuestionnaire,
} from '@portal/contract/calls/health-score';
import { getUserAssessments } from '@portal/contract/calls/home';
import { ANSWER_REQUIRED_MESSAGE, BLOOD_PRESSURE_MESSAGE } from '@portal/contract/rules';
import { withHarness } from '../../test/harness';
import { memberId } from '../../test/members';
import { healthScoreAnswers } from './schema';

type Session = Awaited<ReturnType<ReturnType<Parameters<Parameters<typeof withHarness>[1]>[0]>['session']>>;

withHarness('health-score calls', (h) => {
  const answerAll = async (member: Session, name: 'demographics' | 'well_in_mind' | 'well_in_body', answers: [number, unknown, string?][]) => {
    let last;
    for (const [question_id, answer, unit] of answers) {
      last = await h().call(answerHealthScoreQuestion, { question_id, answer: answer as never, questionnaire_name: name, ...(unit ? { unit } : {}) }, member);
    }
    return last!;
  };

  it('walks demographics and a scored assessment to its score, report and past result', async () => {
    const member = await h().session('harbour', 'admin@harbour.example');
    await h().call(restartQuestionnaire, { questionnaire_name: 'demographics' }, member);
    await h().call(restartQuestionnaire, { questionnaire_name: 'well_in_mind' }, member);
    const start = await h().call(getFirstUnansweredQuestion, { questionnaire_name: 'well_in_mind' }, member);
    expect(start.demographics_complete).toBe(false);
    expect(start.question.progress).toBe(0);
    expect(start.question.next_question?.question_id).toBe(201);

    const first = await h().call(answerHealthScoreQuestion, { question_id: 101, answer: 40, questionnaire_name: 'demographics' }, member);
    expect(first.progress).toBe(25);
    expect(first.next_question?.slug).toBe('sex');
    const done = await answerAll(member, 'demographics', [
      [102, { option_text: 'Female' }],
      [103, '5 7', 'Feet and inches'],
      [104, '10 0', 'Stones and pounds'],
    ]);
    expect(done).toMatchObject({ progress: 100, next_question: null });
    const stored = await h().db.select().from(healthScoreAnswers).where(eq(healthScoreAnswers.questionId, 103));
    // 5 ft 7 in = 67 in × 2.54 = 170.18 cm; 10 st = 140 lb × 0.453592 = 63.5 kg
    expect(stored.some((r) => r.value === 170.18)).toBe(true);
    const weights = await h().db.select().from(healthScoreAnswers).where(eq(healthScoreAnswers.questionId, 104));
    expect(weights.some((r) => r.value === 63.5)).toBe(true);

    const before = await h().call(getHealthScore, { questionnaire_name: 'well_in_mind' }, member);
    expect(before).toMatchObject({ success: false, err: 'Questionnaire not complete' });

    const pastBefore = (await h().call(getUserAssessments, {}, member)).reports.length;
    await answerAll(member, 'well_in_mind', [
      [201, { option_text: 'Never' }],
      [202, { option_text: 'Never' }],
      [203, { option_text: 'Very well' }],
      [204, ['Talking to someone', 'Exercise']],
      [205, { option_text: 'Strongly agree' }],
    ]);
    // 4 + 4 + 4 + 2 + 4 = 18 of 20 points
    const score = await h().call(getHealthScore, { questionnaire_name: 'well_in_mind' }, member);
    expect(score).toMatchObject({ success: true, score: 90, outcome: 'Very Positive' });
    expect(Buffer.from(score.outcome_description!, 'base64').toString('utf8')).toContain('great shape');

    const progress = await h().call(getHealthScoreProgress, {}, member);
    expect(progress).toMatchObject({ demographics: 100, well_in_mind: 100 });
    const report = await h().call(getHealthScoreReport, { questionnaire_name: 'well_in_mind' }, member);
    expect(report.report[0]!.report_paragraphs).toEqual(['Your coping habits are working. Sharing them with others can help them too.']);
    // harbour permits the EAP route but not every coaching route: only permitted links are offered
    for (const service of report.services) expect(service.link.startsWith('/')).toBe(true);
    const past = await h().call(getUserAssessments, {}, member);
    expect(past.reports.length).toBe(pastBefore + 1);
    expect(past.reports[0]!.report_items[0]).toMatchObject({ heading: 'Well in mind', title: 'Very Positive (90)' });

    await h().call(restartQuestionnaire, { questionnaire_name: 'well_in_mind' }, member);
    expect((await h().call(getHealthScoreProgress, {}, member)).well_in_mind).toBe(0);
    expect((await h().refused(getHealthScoreReport, { questionnaire_name: 'well_in_mind' }, member)).status).toBe(409);
  });

  it('scores the body assessment with blood pressure, cholesterol and "I don\'t know"', async () => {
    const member = await h().session('harbour', 'admin@harbour.example');
    await h().call(restartQuestionnaire, { questionnaire_name: 'well_in_body' }, member);
    const bad = await h().refused(answerHealthScoreQuestion, { question_id: 402, answer: '120-80', questionnaire_name: 'well_in_body' }, member);
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe(BLOOD_PRESSURE_MESSAGE);
    const empty = await h().refused(answerHealthScoreQuestion, { question_id: 402, answer: ' ', questionnaire_name: 'well_in_body' }, member);
    expect(empty.body.err).toBe(ANSWER_REQUIRED_MESSAGE);
    const wrongOption = await h().refused(answerHealthScoreQuestion, { question_id: 404, answer: { option_text: 'Sometimes' }, questionnaire_name: 'well_in_body' }, member);
    expect(wrongOption.status).toBe(400);
    const wrongQuestion = await h().refused(answerHealthScoreQuestion, { question_id: 201, answer: 3, questionnaire_name: 'well_in_body' }, member);
    expect(wrongQuestion.status).toBe(400);

    await answerAll(member, 'well_in_body', [
      [401, 7],
      [402, { option_text: "I don't know my blood pressure" }],
      [403, '4.2'],
      [404, { option_text: 'Never' }],
      [405, { option_text: '5 or more' }],
    ]);
    const score = await h().call(getHealthScore, { questionnaire_name: 'well_in_body' }, member);
    // blood pressure left out; BMI of 63.5 kg at 170.18 cm is 21.9 (4 of 4): everything else full marks
    expect(score.score).toBe(100);
    await h().call(answerHealthScoreQuestion, { question_id: 402, answer: '165/105', questionnaire_name: 'well_in_body' }, member);
    expect((await h().call(getHealthScore, { questionnaire_name: 'well_in_body' }, member)).score).toBe(83);
  });

  it('speaks German to a German client and takes German option texts', async () => {
    const member = await h().session('kontor', 'member@kontor.example');
    await h().call(restartQuestionnaire, { questionnaire_name: 'well_in_mind' }, member);
    const start = await h().call(getFirstUnansweredQuestion, { questionnaire_name: 'well_in_mind' }, member);
    expect(start.question.next_question?.question_text).toBe('Wie oft haben Sie sich in den letzten zwei Wochen gestresst gefühlt?');
    const next = await h().call(answerHealthScoreQuestion, { question_id: 201, answer: { option_text: 'Nie' }, questionnaire_name: 'well_in_mind' }, member);
    expect(next.next_question?.options[0]?.option_text).toBe('Die ganze Zeit');
  });

  it("never reads or changes another member's answers", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const foreignId = await memberId(h().db, 'kontor', 'member@kontor.example');
    const theirs = () => h().db.select().from(healthScoreAnswers).where(and(eq(healthScoreAnswers.clientId, 'kontor'), eq(healthScoreAnswers.userId, foreignId)));
    const before = await theirs();
    expect(before.length).toBeGreaterThan(0);
    await h().call(restartQuestionnaire, { user_id: foreignId, questionnaire_name: 'demographics' }, member);
    await h().call(answerHealthScoreQuestion, { user_id: foreignId, question_id: 101, answer: 99, questionnaire_name: 'demographics' }, member);
    const after = await theirs();
    expect(after.map((r) => [r.questionId, r.value])).toEqual(before.map((r) => [r.questionId, r.value]));
  });
});
