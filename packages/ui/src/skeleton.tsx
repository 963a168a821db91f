import { css, keyframes } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode } from 'react';
import { reducedMotion, visuallyHidden } from './internal/styles';

const shimmer = keyframes`50% { opacity: 0.5; }`;

const block = css`
  display: block;
  background: ${theme.color.surface.sunken};
  border-radius: ${theme.radius.sm};
  animation: ${shimmer} 1.6s ease-in-out infinite;
  ${reducedMotion} {
    animation: none;
  }
`;

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** 'circle' for avatars, 'text' for a line of text. */
  shape?: 'rect' | 'text' | 'circle';
}

/** A grey placeholder of the coming content; hidden from screen readers (wrap a group in SkeletonGroup). */
export function Skeleton({ width = '100%', height, shape = 'rect' }: SkeletonProps) {
  const h = height ?? (shape === 'text' ? '1em' : 80);
  return (
    <span
      aria-hidden="true"
      // a class with the sizes rather than a style attribute, which the CSP refuses in a first view from the server
      css={[block, { width, height: h, borderRadius: shape === 'circle' ? '50%' : undefined, margin: shape === 'text' ? '0.25em 0' : undefined }]}
    />
  );
}

export interface SkeletonGroupProps {
  /** Spoken once for the whole group, e.g. 'Loading bookings'. */
  label: string;
  children: ReactNode;
}

/** Marks a set of skeletons as one busy region with a label. */
export function SkeletonGroup({ label, children }: SkeletonGroupProps) {
  return (
    <div aria-busy="true" css={css`display: flex; flex-direction: column; gap: ${theme.space[3]};`}>
      <span role="status" css={visuallyHidden}>
        {label}
      </span>
      {children}
    </div>
  );
}
