/** Seed 003 sections 4 and 9: the inactivity prompt logs out after this long without an answer. */
export const INACTIVITY_COUNTDOWN_MS = 120_000;
/** Idle this long opens the prompt. */
export const IDLE_THRESHOLD_MS = 900_000;
/** A session lasts at most this long from login_time. */
export const SESSION_MAX_MINUTES = 1440;
export const SESSION_MAX_MS = SESSION_MAX_MINUTES * 60_000;
export const SESSION_CHECK_INTERVAL_MS = 10_000;

/** Tests may shorten the idle threshold in non-production builds, never in production. */
export const IDLE_OVERRIDE_KEY = 'portal.test.idle-ms';

export function idleThresholdMs(
  storage: Pick<Storage, 'getItem'> | null = typeof sessionStorage === 'undefined' ? null : sessionStorage,
  allowOverride: boolean = import.meta.env.MODE !== 'production' || import.meta.env.VITE_TEST_HOOKS === 'true',
): number {
  if (!allowOverride || !storage) return IDLE_THRESHOLD_MS;
  const override = Number(storage.getItem(IDLE_OVERRIDE_KEY));
  return Number.isFinite(override) && override > 0 ? override : IDLE_THRESHOLD_MS;
}

/** Whether the session has lasted its maximum. */
export function isSessionExpired(loginTime: number, now: number): boolean {
  return now - loginTime >= SESSION_MAX_MS;
}

export { isVideoPlaying } from '../../../lib/activity';

export { formatCountdown } from '../../../lib/dates';
