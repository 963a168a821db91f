import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import { IconButton } from './icon-button';
import { visuallyHidden } from './internal/styles';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

export interface BannerProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Spoken before the message so the tone is not given by colour and icon alone, e.g. 'Error:'. */
  toneLabel?: string;
  /** Actions such as 'Try again'. */
  actions?: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  /** Overrides the live role: by default warning and danger interrupt (alert), info and success wait (status). */
  role?: 'alert' | 'status' | 'none';
}

const iconFor: Record<Tone, 'info' | 'success' | 'warning' | 'danger'> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

const box = (tone: Tone) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.feedback[tone].bg};
  color: ${theme.color.feedback[tone].text};
  /* A solid start edge as a second cue besides the tint. */
  border-inline-start: 4px solid currentColor;
  font-family: ${theme.font.family.body};
  font-size: ${theme.font.size.md};
  line-height: ${theme.lineHeight.body};
`;

const content = css`
  flex: 1;
  min-width: 0;
  & > p {
    margin: 0;
  }
`;

const titleStyle = css`
  display: block;
  font-weight: ${theme.font.weight.bold};
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
`;

/** A message across the page or a form: info, success, warning or danger. */
export function Banner({ tone = 'info', title, children, toneLabel, actions, onDismiss, dismissLabel = 'Dismiss', role }: BannerProps) {
  const liveRole = role ?? (tone === 'warning' || tone === 'danger' ? 'alert' : 'status');
  return (
    <div role={liveRole === 'none' ? undefined : liveRole} css={box(tone)}>
      <Icon name={iconFor[tone]} size={22} />
      <div css={content}>
        {toneLabel ? <span css={visuallyHidden}>{toneLabel} </span> : null}
        {title ? <strong css={titleStyle}>{title}</strong> : null}
        {children ? <div>{children}</div> : null}
        {actions ? <div css={actionsStyle}>{actions}</div> : null}
      </div>
      {onDismiss ? <IconButton icon="close" label={dismissLabel} size="sm" onClick={onDismiss} css={css`color: inherit;`} /> : null}
    </div>
  );
}

/** Alias: the same component under the name many designers use. */
export const Alert = Banner;
