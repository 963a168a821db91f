import { useEffect, useState } from 'react';

/** Seed 001 and 003 section 9: the library's and the help centre's search are sent after a 500 ms pause in typing. */
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
