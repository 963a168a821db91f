/** Seed 000 section 9 and seed 002 section 9: the meeting room's constants. */
export const TOKEN_POLL_MS = 2000;
/** The waiting room hands over to the room when less than this is left. */
export const WAITING_SWITCH_MS = 1500;
/** Sessions longer than this show the feedback modal when the room closes. */
export const FEEDBACK_AFTER_SECONDS = 300;

export type RoomState = 'test' | 'active' | 'ended';
export type GeneralStatus = 'waiting' | 'connected' | 'ending session' | 'disconnected' | 'completed';

/** Coaching bookings take their token from coaching/get-booking's jwt; clinic ones from dmh/get-appointment-access-token. */
export const COACHING_TYPES: ReadonlySet<string> = new Set([
  'Coaching',
  'healthcoach',
  'mental_health',
  'cancer',
]);

const pad = (value: number) => String(value).padStart(2, '0');

/** HH:mm:ss of a length in milliseconds (hours may pass 99). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The waiting room's countdown: whole days while a day or more is left, else hh:mm:ss. */
export function countdown(ms: number): { readonly days: number } | { readonly clock: string } {
  const days = Math.floor(ms / 86_400_000);
  return days >= 1 ? { days } : { clock: formatDuration(Math.ceil(ms / 1000) * 1000) };
}

export function isEarly(startsAt: number, now: number): boolean {
  return startsAt - now >= WAITING_SWITCH_MS;
}

export function showsFeedback(durationMs: number): boolean {
  return durationMs / 1000 > FEEDBACK_AFTER_SECONDS;
}

/** Local room tokens start with this; anything else is a Twilio access token. */
export const LOCAL_TOKEN_PREFIX = 'vrt_';
export type VideoAdapterKind = 'local' | 'twilio';
export function adapterOf(token: string): VideoAdapterKind {
  return token.startsWith(LOCAL_TOKEN_PREFIX) ? 'local' : 'twilio';
}
