import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@portal/theme/theme';
import { VisuallyHidden } from '@portal/ui/visually-hidden';

const badge = css`
  display: inline-block;
  min-width: 1.5rem;
  margin-left: ${theme.space[2]};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.notification.badge};
  color: ${theme.color.notification.badgeText};
  text-align: center;
`;

/**
 * A staff list row's unread count (the coach's coachees, the support inbox) in the notification badge's colours,
 * with `label` ('unread', in the page's language) after the number for screen readers; nothing when there is none.
 */
export function UnreadCount({ count, label }: { readonly count: number; readonly label: ReactNode }) {
  if (count <= 0) return null;
  return (
    <span css={badge} data-testid="unread">
      {count}
      <VisuallyHidden> {label}</VisuallyHidden>
    </span>
  );
}
