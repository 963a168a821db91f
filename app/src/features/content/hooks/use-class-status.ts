import { useEffect, useState } from 'react';
import { classStatus, type ClassStatus, type ContentItem } from '@portal/contract/calls/content';

/** Seconds between status checks, so a page left open turns live at the start and ended at the end. */
const TICK_MS = 15_000;

/** The class's status from its times, kept current while the page is open (seed 001 section 4). */
export function useClassStatus(item: ContentItem | undefined): ClassStatus | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return item ? classStatus(item, now) : undefined;
}
