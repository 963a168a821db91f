import { describe, expect, it } from 'vitest';
import { planReminders, reminderKey, sendableUntil } from './schedule';

const start = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);
const plan = (now: string, coaching = false) =>
  planReminders({ source: 'booking', sourceId: 7, startAt: start, coaching }, at(now)).map(({ kind, runAt }) => ({ kind, runAt: runAt.toISOString() }));

describe('reminder scheduling', () => {
  it('plans the email 30 minutes before a clinic or event booking, and no video link', () => {
    expect(plan('2026-03-01T09:00:00Z')).toEqual([{ kind: 'before-30m', runAt: '2026-03-10T11:30:00.000Z' }]);
  });

  it('plans the video link 48 hours before a coaching session beside the 30-minute email', () => {
    expect(plan('2026-03-01T09:00:00Z', true)).toEqual([
      { kind: 'video-link', runAt: '2026-03-08T12:00:00.000Z' },
      { kind: 'before-30m', runAt: '2026-03-10T11:30:00.000Z' },
    ]);
  });

  it('sends the video link at once when booked between 2 days and 1 day ahead', () => {
    expect(plan('2026-03-09T02:00:00Z', true)[0]).toEqual({ kind: 'video-link', runAt: '2026-03-09T02:00:00.000Z' });
  });

  it('sends no video link when booked less than a day ahead: the 30-minute email carries the link', () => {
    expect(plan('2026-03-09T13:00:00Z', true)).toEqual([{ kind: 'before-30m', runAt: '2026-03-10T11:30:00.000Z' }]);
  });

  it('sends the 30-minute email at once when booked within 30 minutes, and nothing once started', () => {
    expect(plan('2026-03-10T11:50:00Z')).toEqual([{ kind: 'before-30m', runAt: '2026-03-10T11:50:00.000Z' }]);
    expect(plan('2026-03-10T12:00:00Z', true)).toEqual([]);
  });

  it('keys a job by source, kind and start, so a moved booking gets fresh jobs', () => {
    expect(reminderKey('event', 3, 'before-30m', start)).toBe('event:3:before-30m:2026-03-10T12:00:00.000Z');
    expect(reminderKey('booking', 3, 'before-30m', new Date('2026-03-11T12:00:00Z'))).not.toBe(reminderKey('booking', 3, 'before-30m', start));
  });

  it('keeps a video link sendable until a day before and the email until the start', () => {
    expect(sendableUntil('video-link', start).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(sendableUntil('before-30m', start).toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });
});
