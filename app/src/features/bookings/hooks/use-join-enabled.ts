import { useEffect, useState } from 'react';
import type { Appointment } from '@portal/contract/calls/bookings';
import { isJoinEnabled, joinTimerDelay } from '../utils/bookings';

/** Whether Join is enabled now; a timer enables it 10 minutes before the start when that is near enough. */
export function useJoinEnabled({ startTime }: Pick<Appointment, 'startTime'>): boolean {
  const [enabled, setEnabled] = useState(() => isJoinEnabled({ startTime }, Date.now()));

  useEffect(() => {
    const now = Date.now();
    setEnabled(isJoinEnabled({ startTime }, now));
    const delay = joinTimerDelay({ startTime }, now);
    if (delay === null || delay === 0) return undefined;
    const timer = setTimeout(() => setEnabled(true), delay);
    return () => clearTimeout(timer);
  }, [startTime]);

  return enabled;
}
