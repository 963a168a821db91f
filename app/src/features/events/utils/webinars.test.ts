import { describe, expect, it } from 'vitest';
import type { Webinar } from '@portal/contract/calls/events';
import { WatchClock, webinarSections } from './webinars';

const NOW = new Date('2026-06-10T12:00:00Z');

function webinar(id: number, registration: string, video: string, user_reg = false): Webinar {
  return { id, title: `W${id}`, description: '', registration_open_from: registration, video_open_from: video, user_reg, video_url: null };
}

describe('webinar sections', () => {
  it('sorts by now against the two dates: watch, registration (registered with the open ones, by video date), upcoming by registration date', () => {
    const sections = webinarSections(
      [
        webinar(1, '2026-05-01 10:00:00', '2026-06-01 10:00:00'),
        webinar(2, '2026-06-01 10:00:00', '2026-07-20 10:00:00'),
        webinar(3, '2026-06-05 10:00:00', '2026-06-20 10:00:00', true),
        webinar(4, '2026-06-30 10:00:00', '2026-08-01 10:00:00'),
        webinar(5, '2026-06-15 10:00:00', '2026-09-01 10:00:00'),
        webinar(6, '2026-05-01 10:00:00', '2026-06-10 12:00:00'),
      ],
      NOW,
    );
    expect(sections.watch.map((w) => w.id)).toEqual([1, 6]);
    expect(sections.registration.map((w) => w.id)).toEqual([3, 2]);
    expect(sections.upcoming.map((w) => w.id)).toEqual([5, 4]);
  });
});

describe('watch clock', () => {
  it('counts only the time played, in whole seconds, and starts again after each report', () => {
    let now = 0;
    const clock = new WatchClock(() => now);
    clock.play();
    now = 10_400;
    clock.pause();
    now = 60_000;
    clock.play();
    now = 65_000;
    expect(clock.take()).toBe(15);
    now = 67_000;
    expect(clock.take()).toBe(2);
    clock.pause();
    now = 90_000;
    expect(clock.take()).toBe(0);
  });
});
