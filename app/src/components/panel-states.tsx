import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { theme } from '@portal/theme/theme';

export const List = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
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

export function LoadError({ message, onRetry }: { message: string; onRetry: () => Promise<unknown> }) {
  const { t } = useLingui();
  return (
    <Banner
      tone="danger"
      toneLabel={t`Error:`}
      title={message}
      actions={
        <Button size="sm" variant="secondary" onClick={() => onRetry()}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
