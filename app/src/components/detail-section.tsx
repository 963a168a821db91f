import styled from '@emotion/styled';
import { theme } from '@portal/theme/theme';
import { Card } from './card';

/** A titled card of a detail page (a message, a session) with its text and actions. */
export const Section = styled(Card)`
  display: grid;
  gap: ${theme.space[3]};
  & h2 {
    margin: 0;
    font-family: ${theme.font.family.heading};
    font-size: ${theme.font.size.lg};
  }
  & p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
