import { fieldBox } from '../../../components/field-styles';
import styled from '@emotion/styled';
import { theme } from '@portal/theme/theme';

export const TextArea = styled.textarea`
  min-height: 14rem;
  ${fieldBox}
  resize: vertical;
`;

export const WriteForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 48rem;
`;
