import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';

/** The box of a text input the app styles itself (text areas, a form's own inputs): the design system's input look. */
export const fieldBox = css`
  padding: ${theme.space[2]} ${theme.space[3]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.strong};
  border-radius: ${theme.radius.input};
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.default};
  font: inherit;
`;
