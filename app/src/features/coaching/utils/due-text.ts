import type { Task } from '@portal/contract/calls/coaching';

/** What a task's due line says (seed 002 section 4), before translation. */
export type Due =
  | { readonly kind: 'none' }
  | { readonly kind: 'done' }
  | { readonly kind: 'repeats'; readonly type: string }
  | { readonly kind: 'today' }
  | { readonly kind: 'tomorrow' }
  | { readonly kind: 'weekday'; readonly date: Date }
  | { readonly kind: 'date'; readonly date: Date };

const DAY = 24 * 60 * 60 * 1000;

/** Local midnight of an ISO date, so day differences count the member's calendar days. */
function localDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

export function dueOf(task: Pick<Task, 'completed' | 'disabled' | 'recurring_type' | 'target_date'>, now: Date): Due {
  if (task.disabled) return { kind: 'none' };
  if (task.completed) return { kind: 'done' };
  if (task.recurring_type) return { kind: 'repeats', type: task.recurring_type };
  if (task.target_date === false) return { kind: 'none' };
  const due = localDay(task.target_date);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((due.getTime() - today.getTime()) / DAY);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  if (days > 1 && days <= 6) return { kind: 'weekday', date: due };
  return { kind: 'date', date: due };
}

/** The earliest upcoming video booking's Start Video link shows from 10 minutes before its start. */
export const START_VIDEO_LEAD_MS = 10 * 60 * 1000;
/** setTimeout's longest delay; a later reveal waits for the next visit. */
export const MAX_TIMER_MS = 2147483647;

/** How long until Start Video shows: 0 now, a delay to wait, or null when no timer may wait that long. */
export function startVideoDelay(start: string, now: number): number | null {
  const delay = Date.parse(start) - START_VIDEO_LEAD_MS - now;
  if (delay <= 0) return 0;
  return delay < MAX_TIMER_MS ? delay : null;
}
