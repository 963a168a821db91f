import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { plainList } from './page-styles';

/** The rows of a staff workspace's list (the coach's coachees, the support inbox): one bordered card per row. */
export const staffRows = css`
  ${plainList(2)}
  & li {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    align-items: center;
    justify-content: space-between;
    padding: ${theme.space[3]};
    border: 1px solid ${theme.color.border.default};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface.raised};
  }
`;
