import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from './icon';
import type { IconName } from './icon';
import { focusRing, reducedMotion, visuallyHidden } from './internal/styles';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name, e.g. 'Bookings'. Required: an icon alone has no name. */
  label: string;
  icon: IconName;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md' | 'lg';
  /** Extra marker inside the button, e.g. <Badge label="Unread notifications" />; its label joins the name. */
  indicator?: ReactNode;
  /** Show the label next to the icon as well, e.g. the shell's 'Menu' button. */
  showLabel?: boolean;
}

const style = (variant: NonNullable<IconButtonProps['variant']>, size: NonNullable<IconButtonProps['size']>, withText: boolean) => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-width: ${theme.control.height[size]};
  min-height: ${theme.control.height[size]};
  padding: 0 ${withText ? theme.space[3] : '0'};
  border: ${theme.borderWidth.default} solid transparent;
  border-radius: ${withText ? theme.radius.button : theme.radius.pill};
  background: transparent;
  color: ${theme.color.text.default};
  font-family: ${theme.font.family.body};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  transition: background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  ${reducedMotion} {
    transition: none;
  }
  ${focusRing}
  &:hover:not(:disabled) {
    background: ${theme.color.surface.sunken};
  }
  ${variant === 'secondary' &&
  css`
    background: ${theme.color.action.secondary.bg};
    color: ${theme.color.action.secondary.text};
    border-color: ${theme.color.action.secondary.border};
    &:hover:not(:disabled) {
      background: ${theme.color.action.secondary.hover};
    }
  `}
  ${variant === 'primary' &&
  css`
    background: ${theme.color.action.primary.bg};
    color: ${theme.color.action.primary.text};
    &:hover:not(:disabled) {
      background: ${theme.color.action.primary.hover};
    }
  `}
  &:disabled {
    color: ${theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

/**
 * The marker sits at the icon's top-right corner, its middle on the icon's top edge and 4 px over its right
 * edge, so the icon (a bell with its count) stays recognisable: over the middle it covered up to 83 % of it.
 */
const indicatorSlot = (iconSize: number) => css`
  position: absolute;
  bottom: calc(50% + ${iconSize / 2}px);
  left: calc(50% + ${iconSize / 2 - 4}px);
  transform: translateY(50%);
  line-height: 0;
`;
// beside a text label the icon is not centred: the marker keeps the button's corner
const cornerSlot = css`
  position: absolute;
  top: 6px;
  right: 6px;
  line-height: 0;
`;

/** A button shown as an icon, always with an accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', indicator, showLabel = false, type = 'button', ...rest },
  ref,
) {
  const iconSize = size === 'sm' ? 18 : 22;
  return (
    <button ref={ref} type={type} css={style(variant, size, showLabel)} {...rest}>
      <Icon name={icon} size={iconSize} />
      <span css={showLabel ? undefined : visuallyHidden}>{label}</span>
      {indicator ? <span css={showLabel ? cornerSlot : indicatorSlot(iconSize)}>{indicator}</span> : null}
    </button>
  );
});
