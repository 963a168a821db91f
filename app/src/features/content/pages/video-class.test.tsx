import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cancelReminder,
  getContentItem,
  registerReminder,
  toggleFavourite,
  type ContentItem,
} from '@portal/contract/calls/content';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { ClassView } from './video-class';

const NOW = Date.UTC(2026, 2, 1, 10, 30);
const text = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const HOUR = 3_600_000;

const item = (overrides: Partial<ContentItem>): ContentItem => ({
  id: 21,
  title: 'HIIT for Beginners',
  subtitle: 'Digital gym class',
  description: 'Short bursts of effort with plenty of rest.',
  thumbnail: 'data:image/svg+xml,<svg/>',
  type: 'videos',
  media: 'video',
  schedule_type: 'gym',
  source: 'DigitalGym',
  favourited: false,
  reminder_set: false,
  url: '/content-media/demo-class.webm',
  start: text(NOW + 2 * HOUR),
  end: text(NOW + 3 * HOUR),
  ...overrides,
});

function renderPage(id = 21) {
  return renderFeature(<ClassView id={id} />, { path: `/digital-gym/${id}` });
}

describe('video and class page', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('before the start: the start time, a reminder toggle that sets and cancels, no player', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    let reminded = false;
    const api = mockCalls([
      answer(getContentItem, () => ({ success: true, item: item({ reminder_set: reminded }) })),
      answer(registerReminder, () => ((reminded = true), { success: true })),
      answer(cancelReminder, () => ((reminded = false), { success: true })),
    ]);
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'HIIT for Beginners' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Starts /)).toBeInTheDocument();
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Watch Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Live Now' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Set reminder' }));
    expect(await screen.findByRole('button', { name: 'Cancel reminder' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Reminder set');
    expect(api.bodiesOf(registerReminder)).toEqual([{ event_id: 21, type: 'dg' }]);

    await user.click(screen.getByRole('button', { name: 'Cancel reminder' }));
    expect(await screen.findByRole('button', { name: 'Set reminder' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.bodiesOf(cancelReminder)).toEqual([{ event_id: 21, type: 'dg' }]);
  });

  it('while live: the LIVE badge and Live Now, which starts the player; no reminder', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    mockCalls([
      answer(getContentItem, {
        success: true,
        item: item({ schedule_type: 'studio', start: text(NOW - HOUR), end: text(NOW + HOUR) }),
      }),
    ]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('LIVE')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set reminder' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Live Now' }));
    const video = screen.getByLabelText('HIIT for Beginners');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/content-media/demo-class.webm');
  });

  it('after the end and for training plans: Watch Now; an embed plays in a sanitised iframe', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    mockCalls([
      answer(getContentItem, {
        success: true,
        item: item({
          source: 'TrainingPlan',
          url: null,
          embed_video:
            '<iframe src="/content-media/demo-class.webm" title="Plan video"></iframe><script>bad()</script>',
        }),
      }),
    ]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Watch Now' }));
    expect(screen.getByTitle('Plan video').tagName).toBe('IFRAME');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set reminder' })).toBeNull();
  });

  it('toggles the favourite and says so', async () => {
    const api = mockCalls([
      answer(getContentItem, {
        success: true,
        item: item({ start: null, end: null, schedule_type: undefined }),
      }),
      answer(toggleFavourite, { success: true, is_favourite: true }),
    ]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Added to your favourites');
    expect(api.bodiesOf(toggleFavourite)).toEqual([{ event_id: 21 }]);
  });

  it('shows a failed toggle, a missing class, and a load error with Try again', async () => {
    mockCalls([
      answer(getContentItem, { success: true, item: item({}) }),
      answer(toggleFavourite, { status: 500, body: { success: false, err: 'down' } }),
    ]);
    const user = userEvent.setup();
    const first = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByText('That did not work. Please try again.')).toBeInTheDocument();
    first.unmount();

    mockCalls([
      answer(getContentItem, { status: 404, body: { success: false, err: 'This content does not exist.' } }),
    ]);
    const second = renderPage(22);
    expect(await screen.findByText('This class is not available.')).toBeInTheDocument();
    // a class that does not exist is not retried, and is no error alert
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    second.unmount();

    // the shared load error: an alert with 'Error:' spoken first and Try again, which loads the class
    let down = true;
    const api = mockCalls([
      answer(getContentItem, () =>
        down ? { status: 500, body: { success: false, err: 'down' } } : { success: true, item: item({ id: 23 }) },
      ),
    ]);
    renderPage(23);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this class.');
    expect(alert).toHaveTextContent(/^Error:/);
    expect(screen.getByRole('heading', { level: 1, name: 'Class' })).toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'HIIT for Beginners' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.bodiesOf(getContentItem).length).toBeGreaterThanOrEqual(2);
  });
});
