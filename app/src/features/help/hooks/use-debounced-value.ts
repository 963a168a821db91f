import { useEffect, useState } from 'react';

/** Seed 003 section 9: search text is applied after a 500 ms pause. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
