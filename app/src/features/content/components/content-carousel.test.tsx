import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
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

describe('home carousels on a return to home', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A server whose articles gain one, newest first, once the employer publishes it. */
  function publishingServer() {
    let published: string | null = null;
    const asked = vi.fn(async () => {
      const titles = [...(published ? [published] : []), 'articles 1', 'articles 2'];
      const data = titles.map((title, index) => ({ id: 100 - index, title, type: 'articles' }));
      const pagination = { current_page: 1, per_page: 6, total_pages: 1, total: data.length, has_next_page: false, has_prev_page: false };
      return Response.json({ success: true, data, meta: { pagination } });
    });
    return { asked, publish: (title: string) => (published = title) };
  }

  /**
   * Home with the articles carousel and the Events page, whose code arrives when the test says, as in the app: the
   * pages inside one Suspense boundary that is already shown (ShellFrame's), navigations as React Router makes them
   * (transitions).
   */
  function app() {
    let arrive: (page: { default: ComponentType }) => void = () => {};
    const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve));
    const EventsPage = lazy(() => code);
    render(
      <I18nProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
          <ClientManifestProvider manifest={testManifest({ permittedRoutes: permitted })}>
            <MemoryRouter>
              <nav aria-label="Main">
                <Link to="/">Home</Link>
                <Link to="/events">Events</Link>
              </nav>
              <Suspense fallback={<p>Loading the page</p>}>
                <Routes>
                  <Route
                    path="/"
                    element={<ContentCarousel type="articles" title="Articles" permittedRoutes={permitted} viewMoreHref={null} />}
                  />
                  <Route path="/events" element={<EventsPage />} />
                </Routes>
              </Suspense>
            </MemoryRouter>
          </ClientManifestProvider>
        </SWRConfig>
      </I18nProvider>,
    );
    return { eventsArrive: () => arrive({ default: () => <h1>Events</h1> }) };
  }

  const nav = () => screen.getByRole('navigation', { name: 'Main' });

  it('asks its kept pages again when the member comes back after the page they went to has shown', async () => {
    const server = publishingServer();
    vi.stubGlobal('fetch', server.asked);
    const user = userEvent.setup();
    const { eventsArrive } = app();
    await screen.findByRole('link', { name: 'articles 1' });
    server.publish('Bike week');

    eventsArrive();
    await user.click(within(nav()).getByRole('link', { name: 'Events' }));
    await screen.findByRole('heading', { name: 'Events' });
    await user.click(within(nav()).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('link', { name: 'Bike week' })).toBeInTheDocument();
    expect(server.asked).toHaveBeenCalledTimes(2);
  });

  it('asks its kept pages again when the member comes back before the page they went to has shown', async () => {
    const server = publishingServer();
    vi.stubGlobal('fetch', server.asked);
    const user = userEvent.setup();
    app();
    await screen.findByRole('link', { name: 'articles 1' });
    server.publish('Bike week');

    // the Events page's code is still loading: React Router's navigation is a transition, so home stays on screen,
    // mounted, and the member's click on Home lands on the home they never left
    await user.click(within(nav()).getByRole('link', { name: 'Events' }));
    expect(screen.getByRole('link', { name: 'articles 1' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    await user.click(within(nav()).getByRole('link', { name: 'Home' }));

    expect(await screen.findByRole('link', { name: 'Bike week' })).toBeInTheDocument();
    expect(server.asked).toHaveBeenCalledTimes(2);
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
