import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getHomeContent } from '@portal/contract/calls/content';
import {
  completeCourseModule,
  COURSE_NOT_FOUND_MESSAGE,
  getCourse,
  MODULE_NOT_FOUND_MESSAGE,
} from '@portal/contract/calls/courses';
import { withHarness, type Harness } from '../../test/harness';
import { assertEdgeNumbersRefused, assertNoServerErrors } from '../../test/random-bodies';
import { contentHandlers } from './handlers';
import { contentItems } from './schema';

async function itemBySlug(h: () => Harness, slug: string) {
  const [row] = await h().db.select().from(contentItems).where(eq(contentItems.slug, slug));
  return row!;
}

withHarness('courses', (h) => {
  it("opens a course with its modules in the member's language; the cards count the modules done", async () => {
    const harbour = await h().session('harbour', 'member@harbour.example');
    const stress = await itemBySlug(h, 'shared:course-stress-less');
    const reply = await h().call(getCourse, { course_id: stress.id }, harbour);
    expect(reply.course).toMatchObject({ id: stress.id, title: 'Stress Less in Four Weeks', type: 'courses' });
    expect(reply.course.details).toMatchObject({ channel: 'course', completed_modules: 0, total_modules: 4 });
    expect(reply.modules.map((module) => module.title)).toEqual([
      'What Stress Is',
      'Noticing Your Signals',
      'Easing the Load',
      'Keeping It Up',
    ]);
    expect(reply.modules[0]).toMatchObject({ number: 1, completed: false, video_url: '/content-media/demo-class.webm' });
    expect(reply.partner).toBeNull();

    const kontor = await h().session('kontor', 'member@kontor.example');
    const de = await h().call(getCourse, { course_id: stress.id }, kontor);
    expect(de.course.title).toBe('Weniger Stress in vier Wochen');
    expect(de.modules[0]!.title).toBe('Was Stress ist');

    const partner = await itemBySlug(h, 'shared:course-partner-back-care');
    const partnerReply = await h().call(getCourse, { course_id: partner.id }, harbour);
    expect(partnerReply.partner).toMatchObject({ slug: 'lindale', name: 'Lindale Physio Partners' });
    expect(partnerReply.course.details?.channel).toBe('partner');
    const calm = await itemBySlug(h, 'shared:course-be-calm-breathing');
    expect((await h().call(getCourse, { course_id: calm.id }, harbour)).course.details?.channel).toBe('be_calm');

    const cards = await h().call(getHomeContent, { type: 'courses', pageSize: 50 }, harbour);
    expect(cards.data.map((card) => card.id)).toEqual(expect.arrayContaining([stress.id, partner.id, calm.id]));
    expect(cards.data.find((card) => card.id === calm.id)?.details).toMatchObject({
      channel: 'be_calm',
      total_modules: 3,
      completed_modules: 0,
    });
  });

  it('keeps progress by the course_progress rule: a share while begun, removed when complete, per member', async () => {
    const member = await h().session('lumen', 'member@lumen.example');
    const other = await h().session('lumen', 'admin@lumen.example');
    const sleep = await itemBySlug(h, 'shared:course-sleep-reset');
    const { modules } = await h().call(getCourse, { course_id: sleep.id }, member);
    expect(modules).toHaveLength(3);
    const [first, second, third] = modules;

    const one = await h().call(completeCourseModule, { course_id: sleep.id, module_id: first!.id, completed: true }, member);
    expect(one.modules.map((module) => module.completed)).toEqual([true, false, false]);
    expect(one.course.details).toMatchObject({ completed_modules: 1, total_modules: 3 });
    expect(one.course_progress).toEqual([{ channel: 'course', id: sleep.id, percent: 1 / 3 }]);
    // marking it again changes nothing
    await h().call(completeCourseModule, { course_id: sleep.id, module_id: first!.id, completed: true }, member);
    const two = await h().call(completeCourseModule, { course_id: sleep.id, module_id: second!.id, completed: true }, member);
    expect(two.course_progress).toEqual([{ channel: 'course', id: sleep.id, percent: 2 / 3 }]);
    // complete: the entry goes
    const all = await h().call(completeCourseModule, { course_id: sleep.id, module_id: third!.id, completed: 'true' }, member);
    expect(all.course.details).toMatchObject({ completed_modules: 3, total_modules: 3 });
    expect(all.course_progress).toEqual([]);
    // undone again: back in progress
    const undone = await h().call(completeCourseModule, { course_id: sleep.id, module_id: third!.id, completed: false }, member);
    expect(undone.course_progress).toEqual([{ channel: 'course', id: sleep.id, percent: 2 / 3 }]);
    // down to none: 0 is ignored, so the last share stays
    await h().call(completeCourseModule, { course_id: sleep.id, module_id: second!.id, completed: false }, member);
    const none = await h().call(completeCourseModule, { course_id: sleep.id, module_id: first!.id, completed: false }, member);
    expect(none.course.details?.completed_modules).toBe(0);
    expect(none.course_progress).toEqual([{ channel: 'course', id: sleep.id, percent: 1 / 3 }]);

    // another member of the same client sees none of it
    const theirs = await h().call(getCourse, { course_id: sleep.id }, other);
    expect(theirs.modules.every((module) => !module.completed)).toBe(true);
    expect(theirs.course_progress).toEqual([]);
  });

  it('refuses unknown courses, items that are not courses, other clients’ courses and modules of another course', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const video = await itemBySlug(h, 'shared:video-desk-stretch');
    const [otherClientItem] = await h().db.select().from(contentItems).where(eq(contentItems.clientId, 'kontor')).limit(1);
    for (const courseId of [video.id, 999_999, otherClientItem!.id]) {
      expect(await h().refused(getCourse, { course_id: courseId }, member)).toMatchObject({
        status: 404,
        body: { err: COURSE_NOT_FOUND_MESSAGE },
      });
    }
    const stress = await itemBySlug(h, 'shared:course-stress-less');
    const eat = await itemBySlug(h, 'shared:course-eat-well');
    const eatModule = (await h().call(getCourse, { course_id: eat.id }, member)).modules[0]!;
    expect(
      await h().refused(completeCourseModule, { course_id: stress.id, module_id: eatModule.id, completed: true }, member),
    ).toMatchObject({ status: 404, body: { err: MODULE_NOT_FOUND_MESSAGE } });
  });

  it('answers random bodies and edge numbers with a 4xx, never a 5xx', async () => {
    const paths = [getCourse, completeCourseModule].map((call) => call.path);
    const handlers = contentHandlers.filter((handler) => paths.includes(handler.call.path));
    expect(handlers).toHaveLength(2);
    await assertNoServerErrors(h(), handlers, 15);
    await assertEdgeNumbersRefused(h(), handlers);
  }, 300_000);
});
