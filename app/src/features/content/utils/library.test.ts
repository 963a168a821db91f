import { describe, expect, it } from 'vitest';
import { applyCourseProgress, cutCourseTitle, myListProductId } from '@portal/contract/calls/courses';
import { courseHref, isPrefetchTrigger, libraryView, LIBRARY_PAGE_SIZE, shownFilters } from './library';
import { contentItemHref } from './links';

describe('the library rules', () => {
  it('loads 6 a page and asks for the next page at the item 4 from the end, only while more remain', () => {
    expect(LIBRARY_PAGE_SIZE).toBe(6);
    expect([0, 1, 2, 3, 4, 5].filter((index) => isPrefetchTrigger(index, 6, true))).toEqual([2]);
    expect([...Array(12).keys()].filter((index) => isPrefetchTrigger(index, 12, true))).toEqual([8]);
    expect(isPrefetchTrigger(2, 6, false)).toBe(false);
    expect([0, 1].filter((index) => isPrefetchTrigger(index, 2, true))).toEqual([0]);
  });

  it('offers Life, Mind and Body by default and never the excluded tags', () => {
    expect(shownFilters(undefined).map((tag) => tag.value)).toEqual(['Life', 'Mind', 'Body']);
    const server = ['Life', 'Mind', 'Body', 'Courses', 'Training Plans', 'Sleep', 'surge', 'Try One Of These'];
    expect(shownFilters(server.map((tag) => ({ label: tag, value: tag }))).map((tag) => tag.value)).toEqual([
      'Life',
      'Mind',
      'Body',
      'Sleep',
    ]);
  });

  it('opens /wellbeing/:id on a filter or the recipes, anything else on everything', () => {
    expect(libraryView('mind')).toBe('mind');
    expect(libraryView('Recipes')).toBe('recipes');
    expect(libraryView('42')).toBe('all');
    expect(libraryView(undefined)).toBe('all');
  });
});

describe('courses', () => {
  it('cuts titles over 26 characters on cards', () => {
    expect(cutCourseTitle('Stress Less in Four Weeks')).toBe('Stress Less in Four Weeks');
    expect(cutCourseTitle('Exactly twenty-six chars!!')).toHaveLength(26);
    expect(cutCourseTitle('Exactly twenty-six chars!!')).toBe('Exactly twenty-six chars!!');
    expect(cutCourseTitle('Be Calm: Breathing Through a Busy Day')).toBe('Be Calm: Breathing Through…');
  });

  it('keeps course progress by the rule: 0 ignored, 1 removes the entry, anything else adds or updates', () => {
    const start = [{ channel: 'course', id: 1, percent: 0.5 }];
    expect(applyCourseProgress(start, { channel: 'course', id: 2, percent: 0 })).toEqual(start);
    expect(applyCourseProgress(start, { channel: 'course', id: 1, percent: 0 })).toEqual(start);
    expect(applyCourseProgress(start, { channel: 'course', id: 1, percent: 1 })).toEqual([]);
    expect(applyCourseProgress(start, { channel: 'course', id: 1, percent: 0.75 })).toEqual([
      { channel: 'course', id: 1, percent: 0.75 },
    ]);
    expect(applyCourseProgress(start, { channel: 'be_calm', id: 1, percent: 0.25 })).toEqual([
      ...start,
      { channel: 'be_calm', id: 1, percent: 0.25 },
    ]);
  });

  it('leads to the course page by channel: Be Calm at /be-calm, the partner at /laya-course', () => {
    const permitted = ['course', 'mindfulness', 'layaCourse'];
    expect(courseHref({ id: 5, source: 'library', details: { channel: 'course' } }, permitted)).toBe('/course/5');
    expect(courseHref({ id: 6, source: 'be_calm', details: { channel: 'be_calm' } }, permitted)).toBe('/be-calm/6');
    expect(courseHref({ id: 7, source: 'partner', details: { channel: 'partner' } }, permitted)).toBe('/laya-course/7');
    expect(courseHref({ id: 6, source: 'be_calm', details: { channel: 'be_calm' } }, ['course'])).toBe('/course/6');
    expect(courseHref({ id: 6, source: 'be_calm' }, [])).toBeNull();
    expect(contentItemHref({ id: 9, type: 'recipes', title: 'Berry Overnight Oats' }, ['wellbeing'])).toBe(
      '/wellbeing/recipes?q=Berry%20Overnight%20Oats',
    );
  });
});

describe('my list product ids', () => {
  it('are podcast 18, studio 21, gym 22, be_calm course 17 and other courses 4', () => {
    expect(myListProductId({ type: 'podcasts' })).toBe(18);
    expect(myListProductId({ type: 'videos', schedule_type: 'studio' })).toBe(21);
    expect(myListProductId({ type: 'videos', schedule_type: 'gym' })).toBe(22);
    expect(myListProductId({ type: 'courses', source: 'be_calm', details: { channel: 'be_calm' } })).toBe(17);
    expect(myListProductId({ type: 'courses', source: 'library', details: { channel: 'course' } })).toBe(4);
    expect(myListProductId({ type: 'courses', source: 'partner' })).toBe(4);
    expect(myListProductId({ type: 'articles' })).toBeNull();
  });
});
