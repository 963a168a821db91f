import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';

/** The range input of a scale question (the check-in, the triage surveys): full width, a 44px target, the focus ring. */
export const scaleInput = css`
  & input[type='range'] {
    width: 100%;
    min-height: 44px;
    accent-color: ${theme.color.action.primary.bg};
  }
  & input[type='range']:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
`;

/** The texts of a scale's two ends, under its slider. */
export const scaleEnds = css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[3]};
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;
