import styled from '@emotion/styled';
import { theme } from '@portal/theme/theme';

export const Card = styled.section`
  background: ${theme.color.surface.raised};
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space[6]};
`;
