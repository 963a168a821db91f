import styled from '@emotion/styled';
import { theme } from '@portal/theme/theme';

export const TextArea = styled.textarea`
  min-height: 14rem;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.strong};
  border-radius: ${theme.radius.input};
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.default};
  font: inherit;
  resize: vertical;
`;

export const WriteForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 48rem;
`;
