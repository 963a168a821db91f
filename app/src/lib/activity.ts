/**
 * The member's activity as the app counts it (decision 0466): input (pointer, keys, wheel, touch, scroll) and a
 * playing video. The inactivity prompt reads it, and every call tells the server how long the member has been
 * idle (X-Portal-Idle, in seconds), so the server's idle rule agrees with the prompt: the app's own polls do not
 * keep an idle session alive, a member reading or watching is never signed out by the server.
 */
let lastActivity = Date.now();
let lastCall = 0;

/** The header a call carries: seconds since the member's last activity. */
export const IDLE_HEADER = 'x-portal-idle';

/** The server writes activity at most once a minute; the app makes sure it hears of some at least as often. */
export const KEEP_ALIVE_MS = 60_000;

/** A playing video counts as activity: the member is watching, not away. */
export function isVideoPlaying(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  if (!doc) return false;
  return Array.from(doc.querySelectorAll('video')).some((video) => !video.paused && !video.ended);
}

/** Input, or an answer to the inactivity prompt: the member is here. */
export function noteActivity(at: number = Date.now()): void {
  if (at > lastActivity) lastActivity = at;
}

/** Whole seconds since the member's last activity (0 while a video plays). */
export function idleSeconds(now: number = Date.now()): number {
  if (isVideoPlaying()) noteActivity(now);
  return Math.max(0, Math.floor((now - lastActivity) / 1000));
}

/** Called for every call sent, with the idle seconds it reported. */
export function noteCallSent(at: number = Date.now()): void {
  lastCall = at;
}

/**
 * Whether the server should hear that the member is active: active within the last minute, yet no call has gone
 * out for a minute (a page without polls, a long read or video).
 */
export function keepAliveDue(now: number = Date.now()): boolean {
  return now - lastCall >= KEEP_ALIVE_MS && idleSeconds(now) * 1000 < KEEP_ALIVE_MS;
}

/** For tests: starts the clocks afresh. */
export function resetActivity(at: number = Date.now()): void {
  lastActivity = at;
  lastCall = 0;
}
