import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '@portal/ui/empty-state';
import { LoadError } from './panel-states';

/** The part of a list call's SWR state that ListState reads. */
export interface ListQuery<D> {
  readonly data: D | undefined;
  readonly error?: unknown;
  readonly mutate: () => Promise<unknown>;
}

/**
 * One list call's four states: the shared load error with Try again (only while there is nothing to show),
 * the given skeleton until the first reply, the empty state when the list is empty, and otherwise the rows.
 */
export function ListState<D, T>({
  query,
  items,
  errorMessage,
  loading,
  empty,
  children,
}: {
  readonly query: ListQuery<D>;
  readonly items: (data: D) => readonly T[];
  readonly errorMessage: ReactNode;
  readonly loading: ReactNode;
  readonly empty: EmptyStateProps;
  readonly children: (items: readonly T[], data: D) => ReactNode;
}) {
  if (query.error && !query.data) return <LoadError message={errorMessage} onRetry={() => query.mutate()} />;
  if (!query.data) return loading;
  const rows = items(query.data);
  if (rows.length === 0) return <EmptyState {...empty} />;
  return children(rows, query.data);
}
