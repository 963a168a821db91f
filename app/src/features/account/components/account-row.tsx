import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { theme } from '@portal/theme/theme';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(9rem, 14rem) 1fr;
  gap: ${theme.space[3]} ${theme.space[5]};
  align-items: start;
  padding: ${theme.space[5]} 0;
  border-bottom: ${theme.borderWidth.default} solid ${theme.color.border.default};
  &:last-child {
    border-bottom: 0;
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const Term = styled.dt`
  margin: 0;
  font-weight: ${theme.font.weight.bold};
  padding-top: ${theme.space[2]};
`;

const Detail = styled.dd`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;
  justify-content: space-between;
  min-width: 0;
`;

/** One row of the account list: a label and its value or form. */
export function AccountRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Row>
      <Term>{label}</Term>
      <Detail>{children}</Detail>
    </Row>
  );
}

export const Value = styled.span`
  overflow-wrap: anywhere;
  padding-top: ${theme.space[2]};
`;

export const Muted = styled.p`
  margin: 0;
  flex-basis: 100%;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;
