import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import type { IconName } from './icon';

export interface EmptyStateProps {
  /** The spec's text, e.g. 'You don't have any upcoming sessions booked.' */
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
}

const box = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[7]} ${theme.space[4]};
  text-align: center;
  color: ${theme.color.text.default};
  font-family: ${theme.font.family.body};
`;

const iconWrap = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${theme.color.surface.sunken};
  color: ${theme.color.text.muted};
`;

const titleStyle = css`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.lineHeight.body};
  max-width: 36ch;
`;

const descriptionStyle = css`
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
  max-width: 40ch;
`;

/** What an empty list says instead, with an optional next step. */
export function EmptyState({ title, description, icon = 'calendar', action }: EmptyStateProps) {
  return (
    <div css={box}>
      <span css={iconWrap}>
        <Icon name={icon} size={28} />
      </span>
      <p css={titleStyle}>{title}</p>
      {description ? <p css={descriptionStyle}>{description}</p> : null}
      {action}
    </div>
  );
}
