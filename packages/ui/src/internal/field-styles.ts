import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { focusRing } from './styles';

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

/** The box of a checkbox or a radio button (24px, its mark drawn by ::before) with the focus ring. */
export const toggleBoxStyle = css`
  appearance: none;
  display: inline-grid;
  place-content: center;
  width: 24px;
  height: 24px;
  margin: 0;
  border: ${theme.borderWidth.strong} solid ${theme.color.border.strong};
  background: ${theme.color.surface.raised};
  cursor: pointer;
  ${focusRing};
`;

/** The label beside a checkbox or radio button, lined up with the box. */
export const toggleLabelStyle = css`
  font-size: ${theme.font.size.md};
  line-height: ${theme.lineHeight.body};
  cursor: pointer;
  padding-top: 1px;
`;

/** A box and its label side by side, with the elements of class `extraClass` (hint, error) under the label. */
export const toggleRowStyle = (extraClass: string) => css`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${theme.space[3]};
  align-items: start;
  & > .${extraClass} {
    grid-column: 2;
  }
`;
