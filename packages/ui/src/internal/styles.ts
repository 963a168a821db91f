import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';

/** The skin's focus ring, shown for keyboard focus only. */
export const focusRing = css`
  &:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
`;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';

export const bodyText = css`
  font-family: ${theme.font.family.body};
  font-size: ${theme.font.size.md};
  line-height: ${theme.lineHeight.body};
  color: ${theme.color.text.default};
`;
