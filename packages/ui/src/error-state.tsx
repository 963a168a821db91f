import type { ReactNode } from 'react';
import { Banner } from './banner';
import { Button } from './button';

export interface ErrorStateProps {
  /** What could not be loaded or done, in the place's own words, e.g. 'Your bookings could not be loaded.' */
  title: ReactNode;
  /** More detail under the title. */
  children?: ReactNode;
  /** The retry button's text, e.g. 'Try again'. */
  retryLabel: ReactNode;
  /** May return a promise: the button then shows progress and ignores presses until it settles. */
  onRetry: () => void | Promise<unknown>;
  /** Spoken before the message so the state is not given by colour alone, e.g. 'Error:'. */
  toneLabel?: string;
}

/**
 * The one error-with-retry state of every list, panel and page (with Skeleton for loading and EmptyState for
 * nothing there): an alert banner, announced when it appears, and a retry button a keyboard reaches next.
 */
export function ErrorState({ title, children, retryLabel, onRetry, toneLabel }: ErrorStateProps) {
  return (
    <Banner
      tone="danger"
      role="alert"
      title={title}
      {...(toneLabel ? { toneLabel } : {})}
      actions={
        <Button size="sm" variant="secondary" onClick={() => onRetry()}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Banner>
  );
}
