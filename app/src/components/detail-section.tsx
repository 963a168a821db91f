import styled from '@emotion/styled';
import { theme } from '@portal/theme/theme';
import { Card, type CardProps } from '@portal/ui/card';

const SectionCard = styled(Card)`
  & h2 {
    margin: 0;
    font-family: ${theme.font.family.heading};
    font-size: ${theme.font.size.lg};
  }
  & p {
    margin: 0;
  }
`;

/** A titled card of a detail page (a message, a session) with its text and actions. */
export function Section(props: Omit<CardProps, 'as' | 'padding' | 'gap'>) {
  return <SectionCard as="section" padding="lg" gap="md" {...props} />;
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
