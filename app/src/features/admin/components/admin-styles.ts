import styled from '@emotion/styled';
import { theme } from '@portal/theme/theme';

export const Section = styled.section`
  display: grid;
  gap: ${theme.space[4]};
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.xl};
`;

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: flex-end;
  & > div {
    flex: 1 1 14rem;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: ${theme.borderWidth.default} solid ${theme.color.border.default};
    text-align: start;
    vertical-align: middle;
  }
  th {
    font-weight: ${theme.font.weight.medium};
  }
  /* the column headings are muted; a row's own heading (its title, its name) is the row's main text */
  thead th {
    color: ${theme.color.text.muted};
  }
  tbody th {
    color: ${theme.color.text.default};
  }
`;

/*
 * wide tables scroll inside their card on narrow screens instead of widening the page; give it tabIndex={0} so a
 * keyboard can scroll it too (axe: scrollable-region-focusable, seen on a phone by the Pages visual tests)
 */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

export const Code = styled.code`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  letter-spacing: 0.08em;
`;
