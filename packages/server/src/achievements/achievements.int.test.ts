import { expect, it } from 'vitest';
import { getAchievementsData, getAllAchievements, markAchievementSeen } from '@portal/contract/calls/achievements';
import { completeTask, getCoachingData } from '@portal/contract/calls/coaching';
import { sendEapRequest } from '@portal/contract/calls/eap';
import { getImpactData } from '@portal/contract/calls/impact';
import { answerFixedSurveyQuestion, getFixedSurvey } from '@portal/contract/calls/surveys';
import { CALLBACK_PHONE_MESSAGE } from '@portal/contract/rules';
import { withHarness, type Session } from '../../test/harness';
import { freshMember } from '../../test/members';
import { addSurveyResult } from '../coaching/survey-repository';
import { listEapRequests } from '../eap/repository';
import { getImpactData as impactOf } from '../impact/service';
import { EAP_TOO_MANY_MESSAGE } from '../eap/service';
import type { TestMemberRequest } from '../testing/test-members';
import { ACHIEVEMENTS } from './catalogue';
import { ACHIEVEMENT_NOT_FOUND_MESSAGE } from './service';

const DAY = 24 * 60 * 60 * 1000;

withHarness('achievements, the EAP callback and the impact page', (h) => {
  const fresh = (request: TestMemberRequest, clientId = 'harbour') => freshMember(h(), clientId, request);

  async function checkIn(member: Session) {
    const { survey } = await h().call(getFixedSurvey, { name: 'WHO-5' }, member);
    for (const question of survey.sections.flatMap((s) => s.questions)) {
      await h().call(answerFixedSurveyQuestion, { question_id: question.id, answer: [{ id: question.options[3]!.id }] }, member);
    }
  }

  it('earns badges from what the member does, celebrates each once, and keeps members and clients apart', async () => {
    const newcomer = await fresh({ celebrations: true });
    const none = await h().call(getAchievementsData, {}, newcomer);
    expect(none).toMatchObject({ achievements: [], trees: 0, bottles: 0, streak_days: 0 });

    const member = await fresh({ coaching: 'mid-programme', celebrations: true });
    const data = await h().call(getAchievementsData, {}, member);
    // a booked session and a done task (the mid-programme stage) earn First step and Off the mark
    expect(data.achievements.map((a) => [a.title, a.seen_by_user])).toEqual([
      ['First step', false],
      ['Off the mark', false],
      ['Dear diary', false],
    ]);
    expect(data.trees).toBe(1);
    expect(data.bottles).toBe(20);

    const all = await h().call(getAllAchievements, {}, member);
    expect(all.all_achievements).toHaveLength(ACHIEVEMENTS.length);
    expect(all.all_achievements.filter((a) => a.achieved_by_user).map((a) => a.id)).toEqual([1, 2, 5]);
    expect(all.user_achievements.map((a) => a.id)).toEqual([1, 2, 5]);

    // another member cannot mark this member's badge, nor one they have not earned
    const other = await fresh({ celebrations: true });
    const refused = await h().refused(markAchievementSeen, { achievement_id: 1 }, other);
    expect([refused.status, refused.body.err]).toEqual([404, ACHIEVEMENT_NOT_FOUND_MESSAGE]);
    expect((await h().refused(markAchievementSeen, { achievement_id: 2147483647 }, member)).status).toBe(404);
    expect((await h().refused(markAchievementSeen, { achievement_id: 0 }, member)).status).toBe(400);
    expect((await h().call(getAchievementsData, {}, member)).achievements.every((a) => !a.seen_by_user)).toBe(true);

    await h().call(markAchievementSeen, { achievement_id: 1 }, member);
    await h().call(markAchievementSeen, { achievement_id: 1 }, member);
    const after = await h().call(getAchievementsData, {}, member);
    expect(after.achievements.filter((a) => !a.seen_by_user).map((a) => a.id)).toEqual([2, 5]);

    // completing more tasks earns Momentum at five
    const home = await h().call(getCoachingData, {}, member);
    const open = [...home.tasks.goals.flatMap((g) => g.milestones.flatMap((m) => m.tasks)), ...home.tasks.orphans].filter(
      (t) => !t.completed && !t.disabled,
    );
    for (const task of open.slice(0, 4)) await h().call(completeTask, { task_id: task.id }, member);
    const momentum = await h().call(getAchievementsData, {}, member);
    expect(momentum.achievements.map((a) => a.id)).toContain(3);
    expect(momentum.trees).toBe(3);

    // a German member reads the badges in German
    const german = await fresh({ coaching: 'booked', celebrations: true }, 'kontor');
    expect((await h().call(getAchievementsData, {}, german)).achievements.map((a) => a.title)).toEqual(['Erster Schritt']);
    // five members and some twenty calls, on a shared two-core machine
  }, 120_000);

  it('counts a check-in streak over consecutive days', async () => {
    const member = await fresh({ celebrations: true });
    const now = h().clock.now();
    const scope = { clientId: 'harbour', userId: member.userId };
    for (const daysAgo of [9, 2, 1]) {
      await addSurveyResult(h().db, scope, { survey: 'WHO-5', score: 60, result: 'Commence Coaching Program' }, new Date(now.getTime() - daysAgo * DAY));
    }
    // yesterday's streak still stands today
    expect((await h().call(getAchievementsData, {}, member)).streak_days).toBe(2);
    await checkIn(member);
    const data = await h().call(getAchievementsData, {}, member);
    expect(data.streak_days).toBe(3);
    expect(data.achievements.map((a) => a.id)).toEqual([6, 7]);
  });

  it('stores a callback request with a valid phone, and refuses others', async () => {
    const member = await fresh({});
    expect(await h().call(sendEapRequest, { phone: '07700 900123', service_id: 0 }, member)).toMatchObject({ sent: true });
    const [stored] = await listEapRequests(h().db, { clientId: 'harbour', userId: member.userId });
    expect(stored).toMatchObject({ phone: '07700 900123', serviceId: 0 });

    for (const phone of ['', '1234567', '123456789012345', 'call me please']) {
      const refused = await h().refused(sendEapRequest, { phone, service_id: 0 }, member);
      expect([refused.status, refused.body.err]).toEqual([400, CALLBACK_PHONE_MESSAGE]);
    }
    // another member sees none of this member's requests
    const other = await fresh({});
    expect(await listEapRequests(h().db, { clientId: 'harbour', userId: other.userId })).toEqual([]);

    for (let i = 1; i < 5; i += 1) await h().call(sendEapRequest, { phone: '+353 15550101' }, member);
    const tooMany = await h().refused(sendEapRequest, { phone: '+353 15550101' }, member);
    expect([tooMany.status, tooMany.body.err]).toEqual([429, EAP_TOO_MANY_MESSAGE]);
  });

  it('gives the member their bottles and trees, their contributions and the totals of the organisations', async () => {
    const before = await h().call(getImpactData, {}, await fresh({}));
    const member = await fresh({ coaching: 'mid-programme' });
    const impact = await h().call(getImpactData, {}, member);
    expect(impact.your_items.map((i) => [i.title, i.type, i.amount])).toEqual([
      ['First step', 'trees', 1],
      ['Off the mark', 'bottles', 10],
      ['Dear diary', 'bottles', 10],
    ]);
    expect([impact.total_trees, impact.total_bottles]).toEqual([1, 20]);
    expect(impact.top_box.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [organisation, everyone] = impact.top_box.items;
    expect(organisation!.title).toBe('Harbour Mutual');
    expect(everyone!.title).toBe('All organisations');
    // this member's badges add to their organisation and to all organisations
    expect(organisation!.trees).toBe(before.top_box.items[0]!.trees + 1);
    expect(everyone!.bottles).toBe(before.top_box.items[1]!.bottles + 20);
    expect(everyone!.trees).toBeGreaterThan(organisation!.trees);

    const german = await impactOf(h().db, { clientId: 'harbour', userId: member.userId }, 'Harbour Mutual', 'de', h().clock.now());
    expect(german.top_box.items[1]!.title).toBe('Alle Organisationen');
    expect(german.your_items.map((i) => i.title)).toEqual(['Erster Schritt', 'Der Anfang ist gemacht', 'Liebes Tagebuch']);

    // a client without the page is refused
    const refused = await h().refused(getImpactData, {}, await fresh({}, 'kontor'));
    expect(refused.status).toBe(403);
  });
});
