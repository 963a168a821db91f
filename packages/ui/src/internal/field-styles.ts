import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';

export const controlStyle = css`
  box-sizing: border-box;
  width: 100%;
  min-height: ${theme.control.height.md};
  padding: 0 ${theme.space[3]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.strong};
  border-radius: ${theme.radius.input};
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.default};
  font-family: ${theme.font.family.body};
  font-size: ${theme.font.size.md};
  line-height: ${theme.lineHeight.body};
  &::placeholder {
    color: ${theme.color.text.muted};
    opacity: 1;
  }
  &:focus-visible,
  &:focus {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.feedback.danger.text};
    border-width: ${theme.borderWidth.strong};
  }
  &:disabled {
    background: ${theme.color.action.disabled.bg};
    color: ${theme.color.action.disabled.text};
    cursor: not-allowed;
  }
`;
