import { css, keyframes } from '@emotion/react';
import { reducedMotion, visuallyHidden } from './internal/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;
const pulse = keyframes`50% { opacity: 0.35; }`;

const ring = css`
  display: inline-block;
  flex: none;
  border-radius: 50%;
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  ${reducedMotion} {
    /* A slow fade instead of a spin: still shows activity, without motion. */
    border-right-color: currentColor;
    border-style: dotted;
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
`;

export interface SpinnerProps {
  /** Read to screen readers, e.g. 'Loading'. Leave out when the surrounding control already says it is busy. */
  label?: string;
  size?: number;
  className?: string;
}

/** A progress indicator; announces its label politely when it has one. */
export function Spinner({ label, size = 20, className }: SpinnerProps) {
  // a class, not a style attribute: the CSP refuses style attributes in server-rendered markup (decision 0350)
  const circle = <span css={[ring, { width: size, height: size }]} className={className} aria-hidden="true" />;
  if (!label) return circle;
  return (
    <span role="status" css={css`display: inline-flex; align-items: center;`}>
      {circle}
      <span css={visuallyHidden}>{label}</span>
    </span>
  );
}
