import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { visuallyHidden } from './internal/styles';

export interface BadgeProps {
  /** Read to screen readers, e.g. 'Unread notifications' or '3 unread'. Always required: a dot alone says nothing. */
  label: string;
  /** A number to show; without it the badge is a dot. */
  count?: number;
  className?: string;
}

const dot = css`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${theme.color.notification.badge};
  /* The ring keeps the dot visible on any surface, including the action colour. */
  box-shadow: 0 0 0 2px ${theme.color.surface.raised};
`;

const pill = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.notification.badge};
  color: ${theme.color.notification.badgeText};
  font-family: ${theme.font.family.body};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: 1;
  box-shadow: 0 0 0 2px ${theme.color.surface.raised};
`;

/** An unread marker: a dot or a count, always with a text label for screen readers. */
export function Badge({ label, count, className }: BadgeProps) {
  return (
    <span className={className} css={css`display: inline-flex;`}>
      {count === undefined ? <span css={dot} aria-hidden="true" /> : <span css={pill} aria-hidden="true">{count > 99 ? '99+' : count}</span>}
      <span css={visuallyHidden}>{label}</span>
    </span>
  );
}
