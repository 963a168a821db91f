import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorState } from '@portal/ui/error-state';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { plainList } from './page-styles';

export const List = styled.ul`
  ${plainList(3)}
`;

export function ListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton height={112} />
      <Skeleton height={112} />
      <Skeleton height={112} />
    </SkeletonGroup>
  );
}

/**
 * The app's error-with-retry state (ErrorState with the app's words for 'Error:' and 'Try again'): every list,
 * panel and page that fails to load shows this, with its own message.
 */
export function LoadError({
  message,
  children,
  onRetry,
}: {
  readonly message: ReactNode;
  readonly children?: ReactNode;
  readonly onRetry: () => void | Promise<unknown>;
}) {
  const { t } = useLingui();
  return (
    <ErrorState title={message} toneLabel={t`Error:`} retryLabel={<Trans>Try again</Trans>} onRetry={onRetry}>
      {children}
    </ErrorState>
  );
}
