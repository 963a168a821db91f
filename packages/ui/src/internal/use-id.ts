import { useId } from 'react';

/** A stable id, or the caller's own. */
export function useStableId(own?: string, prefix = 'ui'): string {
  const generated = useId().replace(/:/g, '');
  return own ?? `${prefix}-${generated}`;
}
