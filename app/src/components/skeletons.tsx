import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';

const row = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space[4]};
`;

/** Placeholder cards while a carousel or listing loads. */
export function CardRowSkeleton({ label, count = 3 }: { readonly label: string; readonly count?: number }) {
  return (
    <SkeletonGroup label={label}>
      <div css={row}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} css={css`display: grid; gap: ${theme.space[2]};`}>
            <Skeleton height={150} />
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="45%" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** Placeholder lines while a block of text loads. */
export function TextSkeleton({ label, lines = 3 }: { readonly label: string; readonly lines?: number }) {
  return (
    <SkeletonGroup label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} shape="text" width={index === 0 ? '50%' : '85%'} />
      ))}
    </SkeletonGroup>
  );
}

/** Placeholder table rows while a short list or table loads. */
export function RowSkeleton({ label, rows = 1 }: { readonly label: string; readonly rows?: number }) {
  return (
    <SkeletonGroup label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={48} />
      ))}
    </SkeletonGroup>
  );
}
