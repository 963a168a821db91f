import { useEffect, useRef, type ReactNode } from 'react';

/**
 * One list item of an infinite list. With `onVisible`, it calls it when it scrolls into view: the item 4 from
 * the end gets it, so the next page loads before the member reaches the end (seed 001 section 4).
 */
export function ListItem({
  onVisible,
  children,
}: {
  readonly onVisible?: (() => void) | undefined;
  readonly children: ReactNode;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  const observed = onVisible !== undefined;
  useEffect(() => {
    const node = ref.current;
    if (!observed || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current?.();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [observed]);
  return (
    <li ref={ref} data-prefetch={observed || undefined}>
      {children}
    </li>
  );
}
