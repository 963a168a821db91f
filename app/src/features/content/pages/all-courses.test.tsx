import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getHomeContent, type ContentItem } from '@portal/contract/calls/content';
import { BOOT_REPLIES_ID, takenFromPage } from '../../../lib/boot-replies';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import AllCoursesPage from './all-courses';

const course = (id: number): ContentItem => ({ id, title: `Course ${id}`, thumbnail: null, type: 'courses' });

const pageOf = (page: number) => ({
  success: true,
  data: Array.from({ length: 6 }, (_, index) => course(page * 10 + index)),
  meta: { pagination: { current_page: page, per_page: 6, total_pages: 3, total: 18, has_next_page: page < 3, has_prev_page: page > 1 } },
});

const FIRST_BODY = { tags: [], search_term: '', page: 1, pageSize: 6, type: 'courses' };

afterEach(() => {
  vi.restoreAllMocks();
  // the page's replies taken by the first test stay fresh for 2 s from its mocked clock (50 ms): a worker younger
  // than that handed page 1 to the next test's list, which then never asked for it
  takenFromPage().clear();
});

describe('all courses drawn from the page (issue 34, decision 0800)', { timeout: 30_000 }, () => {
  it("shows page 1 from the page's reply, and Load more asks page 2 only, not page 1 again", async () => {
    // the page opened a moment ago, with page 1 of the courses (contract/first-reads.ts)
    vi.spyOn(performance, 'now').mockReturnValue(50);
    const element = document.createElement('script');
    element.id = BOOT_REPLIES_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify({ calls: [[getHomeContent.path, FIRST_BODY, pageOf(1)]] });
    document.head.append(element);
    const api = mockCalls([answer(getHomeContent, (body) => pageOf(Number(body.page)))]);
    const user = userEvent.setup();
    renderFeature(<AllCoursesPage />);

    // in the first render, from the page
    expect(screen.getByText('Course 10')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Course 20')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Course 30')).toBeInTheDocument();
    expect(screen.getByText('Course 10')).toBeInTheDocument();
    expect(api.bodiesOf(getHomeContent).map((body) => body.page)).toEqual([2, 3]);
  });

  it('without a reply from the page the list asks page 1, then the next', async () => {
    const api = mockCalls([answer(getHomeContent, (body) => pageOf(Number(body.page)))]);
    const user = userEvent.setup();
    renderFeature(<AllCoursesPage />);
    expect(await screen.findByText('Course 10')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Course 20')).toBeInTheDocument();
    expect(api.bodiesOf(getHomeContent).map((body) => body.page)).toEqual([1, 2]);
  });
});
