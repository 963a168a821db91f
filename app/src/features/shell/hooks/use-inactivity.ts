import { useCallback, useEffect, useRef, useState } from 'react';
import { noteActivity } from '../../../lib/activity';
import { INACTIVITY_COUNTDOWN_MS, isVideoPlaying } from '../utils/session-rules';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface Inactivity {
  /** whether the prompt is open */
  readonly prompting: boolean;
  /** what is left of the countdown while prompting */
  readonly remainingMs: number;
  /** 'Stay signed in': closes the prompt and starts counting idle time afresh */
  readonly stay: () => void;
}

/**
 * Opens the inactivity prompt after `idleMs` without input (not while a video plays), then calls `onTimeout`
 * when the countdown ends unanswered.
 */
export function useInactivity({
  idleMs,
  onTimeout,
  enabled = true,
}: {
  idleMs: number;
  onTimeout: () => void;
  enabled?: boolean;
}): Inactivity {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onTimeoutRef = useRef(onTimeout);
  onTimeoutRef.current = onTimeout;
  const prompting = deadline !== null;

  const armIdle = useCallback(() => {
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(function check() {
      if (isVideoPlaying()) {
        idleTimer.current = setTimeout(check, idleMs);
        return;
      }
      const start = Date.now();
      setNow(start);
      setDeadline(start + INACTIVITY_COUNTDOWN_MS);
    }, idleMs);
  }, [idleMs]);

  useEffect(() => {
    if (!enabled || prompting) return undefined;
    armIdle();
    // activity re-arms at most once a second; a moving mouse fires far more often than that
    let last = 0;
    const onActivity = () => {
      const at = Date.now();
      if (at - last < 1000) return;
      last = at;
      noteActivity(at);
      armIdle();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      clearTimeout(idleTimer.current);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [enabled, prompting, armIdle]);

  useEffect(() => {
    if (deadline === null) return undefined;
    let fired = false;
    const tick = () => {
      if (fired) return;
      const at = Date.now();
      setNow(at);
      if (at >= deadline) {
        fired = true;
        setDeadline(null);
        onTimeoutRef.current();
      }
    };
    const interval = setInterval(tick, 1000);
    const end = setTimeout(tick, Math.max(0, deadline - Date.now()));
    return () => {
      clearInterval(interval);
      clearTimeout(end);
    };
  }, [deadline]);

  const stay = useCallback(() => {
    noteActivity();
    setDeadline(null);
  }, []);

  return { prompting, remainingMs: deadline === null ? INACTIVITY_COUNTDOWN_MS : Math.max(0, deadline - now), stay };
}
