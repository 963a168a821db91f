import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getHomeContent, getTrendingEvents, type ContentItem } from '@portal/contract/calls/content';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import ClassListingPage from './class-listing';

const card = (id: number, title: string, extra: Partial<ContentItem> = {}): ContentItem => ({
  id,
  title,
  thumbnail: null,
  type: 'videos',
  media: 'video',
  ...extra,
});

const pagination = (page: number, totalPages: number) => ({
  current_page: page,
  per_page: 12,
  total_pages: totalPages,
  total: totalPages * 12,
  has_next_page: page < totalPages,
  has_prev_page: page > 1,
});

describe('class listings', { timeout: 30_000 }, () => {
  it('lists the studio classes page by page, each card leading to its class page', async () => {
    const api = mockCalls([
      answer(getTrendingEvents, (body) => ({
        success: true,
        data: [card(body.page === 2 ? 31 : 30, `Class on page ${body.page}`, { schedule_type: 'studio' })],
        meta: { pagination: pagination(Number(body.page), 2) },
      })),
    ]);
    const user = userEvent.setup();
    renderFeature(<ClassListingPage routeName="studioOverview" />, {
      manifest: { permittedRoutes: ['home', 'studioOverview', 'wellbeingStudio'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wellbeing studio' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Class on page 1' }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', '/wellbeing-studio/30');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Class on page 2' })).toBeInTheDocument();
    expect(api.bodiesOf(getTrendingEvents)).toEqual([
      { page: 1, pageSize: 12, type: 'studio' },
      { page: 2, pageSize: 12, type: 'studio' },
    ]);
  });

  it('lists the on-demand videos of the wellbeing series, and says when there are none or they fail', async () => {
    mockCalls([answer(getHomeContent, { success: true, data: [], meta: { pagination: pagination(1, 1) } })]);
    const first = renderFeature(<ClassListingPage routeName="wellbeingSeries" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wellbeing series' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing here yet. Please check back soon.')).toBeInTheDocument();
    first.unmount();

    mockCalls([answer(getHomeContent, { status: 500, body: { success: false, err: 'down' } })]);
    renderFeature(<ClassListingPage routeName="wellbeingSeries" />);
    expect(await screen.findByText('We could not load this list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
