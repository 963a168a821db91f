import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { i18n } from '../../../lib/i18n';
import { ClientManifestProvider } from '../../../lib/client-manifest-context';
import { testManifest } from '../../../test/manifest';
import { ContentListing } from '../pages/content-listing';
import { ContentCarousel } from './content-carousel';

interface Sent {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

const LOCATIONS = [
  { location_id: 11, location_label: 'London' },
  { location_id: 12, location_label: 'Glasgow' },
];

/** A fake server: `total` items of the asked type, none at Glasgow (12). */
function fakeServer(total: number) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    sent.push({ path, body });
    if (path.endsWith('/get-locations')) {
      return Response.json({ success: true, current_loc: 11, locations: LOCATIONS, client_id: 101 });
    }
    const page = Number(body.page ?? 1);
    const pageSize = Number(body.pageSize ?? 6);
    const count = body.filter === 12 ? 0 : total;
    const pages = Math.max(1, Math.ceil(count / pageSize));
    const data = Array.from({ length: Math.max(0, Math.min(pageSize, count - (page - 1) * pageSize)) }, (_, i) => {
      const n = (page - 1) * pageSize + i + 1;
      return { id: n, event_date_id: 1000 + n, title: `${String(body.type)} ${n}`, type: String(body.type) };
    });
    return Response.json({
      success: true,
      data,
      meta: {
        pagination: {
          current_page: page,
          per_page: pageSize,
          total_pages: pages,
          total: count,
          has_next_page: page < pages,
          has_prev_page: page > 1,
        },
      },
    });
  });
  const contentCalls = () => sent.filter((call) => call.path.endsWith('/sapphire/home/content'));
  return { fetchMock, sent, contentCalls };
}

function wrap(children: ReactNode) {
  return (
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ClientManifestProvider manifest={testManifest({ permittedRoutes: ['home', 'content', 'viewEvent', 'standaloneArticle'] })}>
          <MemoryRouter>{children}</MemoryRouter>
        </ClientManifestProvider>
      </SWRConfig>
    </I18nProvider>
  );
}

const slides = () => document.querySelectorAll('[aria-roledescription="slide"]');

const permitted = ['home', 'content', 'viewEvent', 'standaloneArticle'];

describe('home carousels', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    // jsdom's window is 1024 wide: three slides a view (breakpoint 1066)
    window.innerWidth = 1024;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the next page when the member is 4 items from the end, not before', async () => {
    server = fakeServer(20);
    vi.stubGlobal('fetch', server.fetchMock);
    const user = userEvent.setup();
    render(wrap(<ContentCarousel type="videos" title="Videos" permittedRoutes={permitted} viewMoreHref="/content/videos" />));

    await screen.findByRole('link', { name: 'videos 1' }, { timeout: 15_000 });
    expect(server.contentCalls()).toHaveLength(1);
    expect(server.contentCalls()[0]!.body).toMatchObject({ type: 'videos', page: 1, pageSize: 6 });

    // first visible item 2 of 6: five items from the end
    await user.click(screen.getByRole('button', { name: 'Next: Videos' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.contentCalls()).toHaveLength(1);

    // first visible item 3 of 6: 4 items from the end
    await user.click(screen.getByRole('button', { name: 'Next: Videos' }));
    await waitFor(() => expect(server.contentCalls()).toHaveLength(2), { timeout: 10_000 });
    expect(server.contentCalls()[1]!.body).toMatchObject({ type: 'videos', page: 2, pageSize: 6 });
    await waitFor(() => expect(slides()).toHaveLength(12));
  });

  it('does not fetch further pages when none remain', async () => {
    server = fakeServer(6);
    vi.stubGlobal('fetch', server.fetchMock);
    const user = userEvent.setup();
    render(wrap(<ContentCarousel type="articles" title="Articles" permittedRoutes={permitted} viewMoreHref={null} />));
    await screen.findByRole('link', { name: 'articles 1' });
    await user.click(screen.getByRole('button', { name: 'Next: Articles' }));
    await user.click(screen.getByRole('button', { name: 'Next: Articles' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.contentCalls()).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'View More' })).not.toBeInTheDocument();
  });

  it('starts again at page 1 when the location changes', async () => {
    server = fakeServer(20);
    vi.stubGlobal('fetch', server.fetchMock);
    const user = userEvent.setup();
    render(
      wrap(
        <ContentCarousel
          type="events"
          title="Events"
          permittedRoutes={permitted}
          viewMoreHref="/content/events"
          locations={LOCATIONS.concat({ location_id: 13, location_label: 'Leeds' })}
          initialLocation={11}
        />,
      ),
    );
    await screen.findByRole('link', { name: 'events 1' });
    expect(server.contentCalls()[0]!.body).toMatchObject({ type: 'events', page: 1, filter: 11 });
    await user.click(screen.getByRole('button', { name: 'Next: Events' }));
    await user.click(screen.getByRole('button', { name: 'Next: Events' }));
    await waitFor(() => expect(server.contentCalls().at(-1)!.body).toMatchObject({ page: 2, filter: 11 }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Office location' }), 'Leeds');
    await waitFor(() => expect(server.contentCalls().at(-1)!.body).toMatchObject({ page: 1, filter: 13 }));
    await screen.findByRole('link', { name: 'events 1' });
    expect(slides()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'events 1' })).toHaveAttribute('href', '/events/view-event/1001');
  });

  it('says when there are no events at the location, and Show all shows them all', async () => {
    server = fakeServer(8);
    vi.stubGlobal('fetch', server.fetchMock);
    const user = userEvent.setup();
    render(
      wrap(
        <ContentCarousel
          type="events"
          title="Events"
          permittedRoutes={permitted}
          viewMoreHref="/content/events"
          locations={LOCATIONS}
          initialLocation={12}
        />,
      ),
    );
    expect(
      await screen.findByText(
        'There are no available events for your selected office location. Try selecting another location.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await screen.findByRole('link', { name: 'events 1' });
    expect(server.contentCalls().at(-1)!.body).not.toHaveProperty('filter');
    expect(screen.getByRole('combobox', { name: 'Office location' })).toHaveValue('all');
  });

  it('keeps the cards it showed when asking again on a return to home fails', async () => {
    server = fakeServer(6);
    vi.stubGlobal('fetch', server.fetchMock);
    // one cache for both visits, as within one session of the app
    const cache = new Map();
    const visit = () =>
      render(
        <I18nProvider i18n={i18n}>
          <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false }}>
            <ClientManifestProvider manifest={testManifest({ permittedRoutes: permitted })}>
              <MemoryRouter>
                <ContentCarousel type="videos" title="Videos" permittedRoutes={permitted} viewMoreHref="/content/videos" />
              </MemoryRouter>
            </ClientManifestProvider>
          </SWRConfig>
        </I18nProvider>,
      );
    const first = visit();
    await screen.findByRole('link', { name: 'videos 1' });
    first.unmount();

    const failing = vi.fn(async () => Response.json({ success: false, err: 'down' }, { status: 500 }));
    vi.stubGlobal('fetch', failing);
    visit();
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'videos 1' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load this list.')).not.toBeInTheDocument();
  });

  it('cards are not links when the target page is not permitted', async () => {
    server = fakeServer(3);
    vi.stubGlobal('fetch', server.fetchMock);
    render(wrap(<ContentCarousel type="videos" title="Videos" permittedRoutes={['home']} viewMoreHref={null} />));
    expect(await screen.findByRole('heading', { name: 'videos 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'videos 1' })).not.toBeInTheDocument();
  });
});

describe('content listing', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Page X of Y and moves between pages of 30', async () => {
    const server = fakeServer(70);
    vi.stubGlobal('fetch', server.fetchMock);
    const user = userEvent.setup();
    render(wrap(<ContentListing type="articles" />));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(server.contentCalls()[0]!.body).toMatchObject({ type: 'articles', page: 1, pageSize: 30 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(server.contentCalls().at(-1)!.body).toMatchObject({ page: 2, pageSize: 30 });
    await screen.findByRole('link', { name: 'articles 31' });
  });

  it('has no pagination with a single page', async () => {
    const server = fakeServer(12);
    vi.stubGlobal('fetch', server.fetchMock);
    render(wrap(<ContentListing type="videos" />));
    await screen.findByRole('link', { name: 'videos 12' });
    expect(screen.queryByText(/^Page \d+ of \d+$/)).not.toBeInTheDocument();
  });

  it('shows the empty events message at a location without events, and resets to page 1 on a new location', async () => {
    const server = fakeServer(70);
    vi.stubGlobal('fetch', server.fetchMock);
    const user = userEvent.setup();
    render(wrap(<ContentListing type="events" />));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(server.contentCalls()[0]!.body).toMatchObject({ type: 'events', filter: 11, pageSize: 30 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Office location' }), 'Glasgow');
    expect(
      await screen.findByText(
        "No events found at the selected location, please select a different location or choose 'Show all' to see all available events.",
      ),
    ).toBeInTheDocument();
    expect(server.contentCalls().at(-1)!.body).toMatchObject({ page: 1, filter: 12 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Office location' }), 'Show all');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });
});
