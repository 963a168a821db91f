import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completeCourseModule, getCourse, type CourseReply } from '@portal/contract/calls/courses';
import { createMyListItem, deleteMyListItem, getMyList } from '@portal/contract/calls/my-list';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { CourseView } from './course';

const modules = (done: readonly boolean[]) =>
  ['Morning Breath', 'Midday Box Breathing', 'Evening Long Exhale'].map((title, index) => ({
    id: 100 + index,
    number: index + 1,
    title,
    description: 'A short practice.',
    duration: 5,
    video_url: '/content-media/demo-class.webm',
    completed: done[index] ?? false,
  }));

const reply = (done: readonly boolean[], channel = 'be_calm'): CourseReply => ({
  success: true,
  course: {
    id: 7,
    title: 'Be Calm: Breathing Through a Busy Day',
    description: 'Three breathing practices.',
    type: 'courses',
    source: channel,
    details: { channel, completed_modules: done.filter(Boolean).length, total_modules: 3 },
  },
  modules: modules(done),
  partner:
    channel === 'partner'
      ? { slug: 'lindale', name: 'Lindale Physio Partners', description: 'Chartered physiotherapists.' }
      : null,
  course_progress: [],
});

describe('course page', { timeout: 90_000 }, () => {
  it('marks modules done with the progress, and adds a Be Calm course to my list as product 17, then removes it', async () => {
    let done = [false, false, false];
    let list: { id: number; product_id: 17; content_id: number; media_type: string }[] = [];
    const api = mockCalls([
      answer(getCourse, () => reply(done)),
      answer(completeCourseModule, (body) => {
        done = done.map((value, index) => (100 + index === body.module_id ? body.completed : value));
        return reply(done);
      }),
      answer(getMyList, () => ({ success: true, data: list })),
      answer(createMyListItem, () => {
        list = [{ id: 1, product_id: 17, content_id: 7, media_type: 'course' }];
        return { success: true, data: list };
      }),
      answer(deleteMyListItem, () => ((list = []), { success: true, data: list })),
    ]);
    const user = userEvent.setup();
    renderFeature(<CourseView id={7} routeName="mindfulness" />, { path: '/be-calm/7' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Be Calm: Breathing Through a Busy Day' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 of 3 modules done')).toBeInTheDocument();
    expect(screen.queryByTestId('course-partner')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark as done: Midday Box Breathing' }));
    expect(await screen.findByText('1 of 3 modules done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completed: Midday Box Breathing' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.bodiesOf(completeCourseModule)).toEqual([{ course_id: 7, module_id: 101, completed: true }]);
    await user.click(screen.getByRole('button', { name: 'Completed: Midday Box Breathing' }));
    expect(await screen.findByText('0 of 3 modules done')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Add to my list' }));
    expect(await screen.findByRole('button', { name: 'On my list' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.bodiesOf(createMyListItem)).toEqual([{ product_id: 17, content_id: '7', media_type: 'course' }]);
    await user.click(screen.getByRole('button', { name: 'On my list' }));
    expect(await screen.findByRole('button', { name: 'Add to my list' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.bodiesOf(deleteMyListItem)).toEqual([{ product_id: 17, content_id: '7' }]);
  });

  it("shows a partner's name and logo, a missing course, and a load error with the shared retry", async () => {
    mockCalls([
      answer(getCourse, (body) =>
        body.course_id === 8
          ? reply([true, false, false], 'partner')
          : body.course_id === 9
            ? { status: 404, body: { success: false, err: 'Please choose a valid course.' } }
            : { status: 500, body: { success: false, err: 'Down' } },
      ),
      answer(getMyList, { success: true, data: [] }),
    ]);
    const first = renderFeature(<CourseView id={8} routeName="layaCourse" />, { path: '/laya-course/8' });
    expect(await screen.findByRole('img', { name: 'Lindale Physio Partners logo' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('In partnership with Lindale Physio Partners')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 modules done')).toBeInTheDocument();
    first.unmount();
    const second = renderFeature(<CourseView id={9} routeName="course" />, { path: '/course/9' });
    expect(await screen.findByText('This course is not available.', {}, { timeout: 15_000 })).toBeInTheDocument();
    second.unmount();
    renderFeature(<CourseView id={10} routeName="course" />, { path: '/course/10' });
    expect(await screen.findByText('We could not load this course.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
