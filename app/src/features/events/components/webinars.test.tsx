import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getWebinar, getWebinars, registerWebinar, trackWebinarView, type Webinar } from '@portal/contract/calls/events';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { WebinarViewer } from './webinar-viewer';
import { Webinars } from './webinars';

afterEach(() => vi.unstubAllGlobals());

const NOW = new Date('2026-06-10T12:00:00Z');

function webinar(id: number, title: string, registration: string, video: string, user_reg = false): Webinar {
  return { id, title, description: `About ${title}`, registration_open_from: registration, video_open_from: video, user_reg, video_url: null };
}

const LIST = [
  webinar(1, 'Sleep better', '2026-05-01 10:00:00', '2026-06-01 10:00:00'),
  webinar(2, 'Menopause at work', '2026-06-01 10:00:00', '2026-07-20 10:00:00'),
  webinar(3, 'Healthy habits', '2026-06-05 10:00:00', '2026-06-20 10:00:00', true),
  webinar(4, 'Financial wellbeing', '2026-06-30 10:00:00', '2026-08-01 10:00:00'),
];

describe('webinars', () => {
  it('shows the three sections, registers through the modal and thanks the member', async () => {
    let registered = false;
    const api = mockCalls([
      answer(getWebinars, () => ({ success: true, webinars: LIST.map((w) => (w.id === 2 ? { ...w, user_reg: registered } : w)) })),
      answer(registerWebinar, () => {
        registered = true;
        return { success: true };
      }),
    ]);
    renderFeature(<Webinars now={NOW} />);
    const watch = await screen.findByRole('region', { name: 'Available to watch' });
    expect(within(watch).getByRole('link', { name: 'Watch Sleep better' })).toHaveAttribute('href', '/events/webinars/1');
    const open = screen.getByRole('region', { name: 'Open for registration' });
    expect(within(open).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Healthy habits', 'Menopause at work']);
    expect(within(open).getByText('Registered')).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming webinars' });
    expect(within(upcoming).getByRole('button', { name: 'Register for Financial wellbeing' })).toBeDisabled();

    fireEvent.click(within(open).getByRole('button', { name: 'Register for Menopause at work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menopause at work' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for registering' })).toHaveTextContent('You are registered for Menopause at work.');
    expect(api.bodiesOf(registerWebinar)).toEqual([{ webinar_id: 2 }]);
    await waitFor(() => expect(within(open).getAllByText('Registered')).toHaveLength(2));
  }, 30_000);
});

describe('webinar viewer', () => {
  it('sends the seconds watched when the member leaves', async () => {
    mockCalls([answer(getWebinar, { success: true, webinar: { ...LIST[0]!, video_url: '/media/webinars/webinar-demo.webm' } })]);
    const sent: unknown[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === trackWebinarView.path) {
        sent.push({ keepalive: init?.keepalive, body: JSON.parse(String(init?.body)) });
        return Promise.resolve(new Response('{"success":true}'));
      }
      return realFetch(input, init);
    });
    const view = renderFeature(<WebinarViewer webinarId={1} />);
    const video = await screen.findByLabelText('Webinar video: Sleep better');
    expect(video).toHaveAttribute('src', '/media/webinars/webinar-demo.webm');
    view.unmount();
    expect(sent).toEqual([{ keepalive: true, body: { webinar_id: 1, seconds: 0 } }]);
  }, 30_000);
});
