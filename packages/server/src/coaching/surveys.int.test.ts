import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { answerFixedSurveyQuestion, getFixedSurvey, OPTION_REQUIRED_MESSAGE, TRIAGE_RESULTS } from '@portal/contract/calls/surveys';
import { withHarness, type Session } from '../../test/harness';
import { freshMember } from '../../test/members';
import { surveyAnswers, triagePrompts } from './schema';
import { SERVICE_NOT_PERMITTED_MESSAGE } from './service';
import { QUESTION_NOT_FOUND_MESSAGE } from './survey-service';

withHarness('coaching: triage surveys WHO-5 and CORE-10', (h) => {
  const fresh = (clientId = 'harbour') => freshMember(h(), clientId);

  /** Answers every question of a survey with the option at `pick(index)` and returns the last reply. */
  async function take(member: Session, name: 'WHO-5' | 'CORE-10', pick: (questionIndex: number) => number) {
    const { survey } = await h().call(getFixedSurvey, { name }, member);
    const questions = survey.sections.flatMap((s) => s.questions);
    let reply;
    for (const [index, question] of questions.entries()) {
      const option = question.options[pick(index)]!;
      reply = await h().call(answerFixedSurveyQuestion, { question_id: question.id, answer: [{ id: option.id, answer: option.text }] }, member);
      if (index < questions.length - 1) expect(reply.next_question?.id).toBe(questions[index + 1]!.id);
    }
    return reply!;
  }

  it('scores WHO-5: above 50 commences coaching, 50 or below administers CORE-10, and stores the prompt', async () => {
    const member = await fresh();
    const first = await h().call(getFixedSurvey, { name: 'WHO-5' }, member);
    expect(first.prompt).toBeNull();
    expect(first.survey.questions_count).toBe(5);
    const questions = first.survey.sections[0]!.questions;
    expect(questions.map((q) => q.layout)).toEqual(['scale', 'scale', 'scale', 'scale', 'scale']);
    expect(questions[0]!.options.map((o) => o.text)).toEqual([
      'At no time',
      'Some of the time',
      'Less than half of the time',
      'More than half of the time',
      'Most of the time',
      'All of the time',
    ]);

    // 3 points each: raw 15, times 4 is 60
    const coaching = await take(member, 'WHO-5', () => 3);
    expect(coaching).toEqual({ success: true, next_question: null, results: [TRIAGE_RESULTS.coaching] });
    expect((await h().call(getFixedSurvey, { name: 'WHO-5' }, member)).prompt).toBe('SelectCoach');

    // raw 12.5 cannot happen; 2,3,2,3,2 is raw 12, 48 percent
    const core10 = await take(member, 'WHO-5', (i) => (i % 2 === 0 ? 2 : 3));
    expect(core10.results).toEqual([TRIAGE_RESULTS.core10]);
    const again = await h().call(getFixedSurvey, { name: 'WHO-5' }, member);
    expect(again.prompt).toBe('SurveyCORE10');
    // each finished WHO-5 is a point of the check-in graph
    expect(again.survey.graph?.data).toEqual([60, 48]);
    expect(again.survey.graph?.labels).toHaveLength(2);
    // a finished survey leaves no answers behind
    const left = await h().db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, member.userId));
    expect(left).toHaveLength(0);
  });

  it('scores CORE-10 against its cut-off, reverses items 2 and 3, and always refers the risk item to the EAP', async () => {
    const member = await fresh();
    // 'Not at all' everywhere: items 2 and 3 reversed give 4 each, total 8, below the cut-off
    expect((await take(member, 'CORE-10', () => 0)).results).toEqual([TRIAGE_RESULTS.coaching]);
    expect((await h().call(getFixedSurvey, { name: 'CORE-10' }, member)).prompt).toBe('SelectCoach');
    // 'Sometimes' everywhere: 2 x 10 = 20, moderate-severe
    expect((await take(member, 'CORE-10', () => 2)).results).toEqual([TRIAGE_RESULTS.eap]);
    // 14 is still coaching, 15 is the EAP: items 2 and 3 at 'Most or all of the time' give 0 each
    const fourteen = [1, 4, 4, 1, 2, 0, 4, 3, 3, 0];
    expect((await take(member, 'CORE-10', (i) => fourteen[i]!)).results).toEqual([TRIAGE_RESULTS.coaching]);
    const fifteen = [1, 4, 4, 1, 2, 0, 4, 3, 4, 0];
    expect((await take(member, 'CORE-10', (i) => fifteen[i]!)).results).toEqual([TRIAGE_RESULTS.eap]);
    // 'Only occasionally' on the risk item alone (total 1 + 8 reversed) still refers to the EAP
    expect((await take(member, 'CORE-10', (i) => (i === 5 ? 1 : 0))).results).toEqual([TRIAGE_RESULTS.eap]);
    expect((await h().call(getFixedSurvey, { name: 'WHO-5' }, member)).prompt).toBe('EAP');
  });

  it('replaces an answer given again after Back, and asks a skipped question before finishing', async () => {
    const member = await fresh();
    const { survey } = await h().call(getFixedSurvey, { name: 'WHO-5' }, member);
    const [q1, , , , q5] = survey.sections[0]!.questions;
    await h().call(answerFixedSurveyQuestion, { question_id: q1!.id, answer: [{ id: q1!.options[0]!.id }] }, member);
    await h().call(answerFixedSurveyQuestion, { question_id: q1!.id, answer: [{ id: q1!.options[5]!.id }] }, member);
    const rows = await h().db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, member.userId));
    expect(rows.map((r) => r.points)).toEqual([5]);
    const early = await h().call(answerFixedSurveyQuestion, { question_id: q5!.id, answer: [{ id: q5!.options[5]!.id }] }, member);
    expect(early.next_question?.id).toBe(survey.sections[0]!.questions[1]!.id);
    expect(early.results).toBeNull();
  });

  it('refuses a missing or foreign option and an unknown question with the spec message', async () => {
    const member = await fresh();
    const { survey } = await h().call(getFixedSurvey, { name: 'WHO-5' }, member);
    const [q1, q2] = survey.sections[0]!.questions;
    const empty = await h().refused(answerFixedSurveyQuestion, { question_id: q1!.id, answer: [] }, member);
    expect([empty.status, empty.body.err]).toEqual([400, OPTION_REQUIRED_MESSAGE]);
    const foreign = await h().refused(answerFixedSurveyQuestion, { question_id: q1!.id, answer: [{ id: q2!.options[0]!.id }] }, member);
    expect([foreign.status, foreign.body.err]).toEqual([400, OPTION_REQUIRED_MESSAGE]);
    const unknown = await h().refused(answerFixedSurveyQuestion, { question_id: 4242, answer: [{ id: 42420 }] }, member);
    expect([unknown.status, unknown.body.err]).toEqual([400, QUESTION_NOT_FOUND_MESSAGE]);
  });

  it("keeps one member's answers and prompt apart from another's, and speaks the member's language", async () => {
    const one = await fresh();
    const other = await fresh();
    await take(one, 'WHO-5', () => 5);
    const theirs = await h().call(getFixedSurvey, { name: 'WHO-5' }, other);
    expect(theirs.prompt).toBeNull();
    expect(theirs.survey.graph?.data).toEqual([]);
    const prompts = await h().db.select().from(triagePrompts).where(and(eq(triagePrompts.clientId, 'harbour'), eq(triagePrompts.userId, one.userId)));
    expect(prompts.map((p) => p.prompt)).toEqual(['SelectCoach']);

    const german = await h().call(getFixedSurvey, { name: 'WHO-5' }, await fresh('kontor'));
    expect(german.survey.sections[0]!.questions[0]!.text).toBe('war ich froh und guter Laune');
  });

  it('refuses clients without mental health coaching', async () => {
    const fernway = await h().session('fernway', 'member@fernway.example');
    const refused = await h().refused(getFixedSurvey, { name: 'WHO-5' }, fernway);
    expect([refused.status, refused.body.err]).toEqual([403, SERVICE_NOT_PERMITTED_MESSAGE]);
  });
});
