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

/** A row's unread count, in the notification badge's colours. */
export const unreadBadge = css`
  display: inline-block;
  min-width: 1.5rem;
  margin-left: ${theme.space[2]};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.notification.badge};
  color: ${theme.color.notification.badgeText};
  text-align: center;
`;
