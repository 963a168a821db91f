import type { ReminderKind, ReminderSource } from './schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The session email reminder: 30 minutes before (seed 001, 'Session email reminder'). */
export const REMINDER_BEFORE_MS = 30 * MINUTE;
/** The video link goes out 1 to 2 days before a coaching session (seed 002, 'Video link sent 1 to 2 days before'). */
export const VIDEO_LINK_EARLIEST_MS = 48 * HOUR;
export const VIDEO_LINK_LATEST_MS = 24 * HOUR;
/** How far ahead the scan looks: every job it may plan starts within this (the video link's earliest, plus a scan). */
export const SCAN_HORIZON_MS = VIDEO_LINK_EARLIEST_MS + HOUR;

export interface Plannable {
  readonly source: ReminderSource;
  readonly sourceId: number;
  readonly startAt: Date;
  /** coaching sessions get the video link beside the 30-minute reminder */
  readonly coaching: boolean;
}

export interface PlannedReminder {
  readonly key: string;
  readonly kind: ReminderKind;
  readonly runAt: Date;
}

export function reminderKey(source: ReminderSource, sourceId: number, kind: ReminderKind, startAt: Date): string {
  return `${source}:${sourceId}:${kind}:${startAt.toISOString()}`;
}

/** Until when a reminder of this kind is still worth sending; past it the job is skipped. */
export function sendableUntil(kind: ReminderKind, startAt: Date): Date {
  return kind === 'video-link' ? new Date(startAt.getTime() - VIDEO_LINK_LATEST_MS) : startAt;
}

/**
 * The reminders of one booking as seen at `now`: the 30-minute one (at once when booked later than that, while
 * the session has not started) and, for coaching, the video link 48 hours before (at once when booked between
 * 48 and 24 hours ahead; none when booked later: the 30-minute reminder carries the link too).
 */
export function planReminders(booking: Plannable, now: Date): PlannedReminder[] {
  const start = booking.startAt.getTime();
  const at = now.getTime();
  const out: PlannedReminder[] = [];
  const add = (kind: ReminderKind, wanted: number) => {
    if (at >= sendableUntil(kind, booking.startAt).getTime()) return;
    out.push({ key: reminderKey(booking.source, booking.sourceId, kind, booking.startAt), kind, runAt: new Date(Math.max(wanted, at)) });
  };
  if (booking.coaching) add('video-link', start - VIDEO_LINK_EARLIEST_MS);
  add('before-30m', start - REMINDER_BEFORE_MS);
  return out;
}
