import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import type { IconName } from './icon';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusChipProps {
  tone?: StatusTone;
  /** The status in words, e.g. 'Confirmed', 'Event passed', 'Booking cancelled'. */
  children: ReactNode;
}

const icons: Record<StatusTone, IconName | null> = {
  neutral: null,
  info: 'info',
  success: 'check',
  warning: 'warning',
  danger: 'close',
};

const chip = (tone: StatusTone) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: 24px;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  font-family: ${theme.font.family.body};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  background: ${tone === 'neutral' ? theme.color.surface.sunken : theme.color.feedback[tone].bg};
  color: ${tone === 'neutral' ? theme.color.text.default : theme.color.feedback[tone].text};
`;

/** A status in words with a matching icon; the colour only repeats what the text says. */
export function StatusChip({ tone = 'neutral', children }: StatusChipProps) {
  const icon = icons[tone];
  return (
    <span css={chip(tone)}>
      {icon ? <Icon name={icon} size={14} /> : null}
      {children}
    </span>
  );
}
