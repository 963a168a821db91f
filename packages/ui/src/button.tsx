import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { useRef, useState } from 'react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Spinner } from './spinner';
import { focusRing, reducedMotion } from './internal/styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a progress indicator and ignores further clicks until it is false again. */
  loading?: boolean;
  /** What a screen reader hears while loading, e.g. 'Saving'. Defaults to the button's own text. */
  loadingLabel?: string;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  fullWidth?: boolean;
  children: ReactNode;
}

export type ButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
    /** May return a promise: the button then shows progress and blocks clicks until it settles. */
    onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
  };

export type LinkButtonProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & {
    /** Renders an <a>: for navigation, never for actions. */
    href: string;
    ref?: Ref<HTMLAnchorElement>;
  };

export const buttonStyle = (variant: ButtonVariant, size: ButtonSize, fullWidth: boolean) => css`
  position: relative;
  display: ${fullWidth ? 'flex' : 'inline-flex'};
  width: ${fullWidth ? '100%' : 'auto'};
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: ${theme.control.height[size]};
  min-width: ${theme.control.height[size]};
  padding: 0 calc(${theme.control.paddingX} * ${size === 'sm' ? 0.75 : size === 'lg' ? 1.25 : 1});
  border: ${theme.borderWidth.default} solid transparent;
  border-radius: ${theme.radius.button};
  font-family: ${theme.font.family.body};
  font-size: ${size === 'sm' ? theme.font.size.sm : theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.lineHeight.tight};
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  ${reducedMotion} {
    transition: none;
  }
  ${focusRing}
  ${variant === 'primary' &&
  css`
    background: ${theme.color.action.primary.bg};
    color: ${theme.color.action.primary.text};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${theme.color.action.primary.hover};
    }
  `}
  ${variant === 'secondary' &&
  css`
    background: ${theme.color.action.secondary.bg};
    color: ${theme.color.action.secondary.text};
    border-color: ${theme.color.action.secondary.border};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${theme.color.action.secondary.hover};
    }
  `}
  ${variant === 'ghost' &&
  css`
    background: transparent;
    color: ${theme.color.text.link};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${theme.color.surface.sunken};
    }
  `}
  ${variant === 'danger' &&
  css`
    background: ${theme.color.surface.raised};
    color: ${theme.color.feedback.danger.text};
    border-color: currentColor;
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${theme.color.feedback.danger.bg};
    }
  `}
  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    background: ${theme.color.action.disabled.bg};
    color: ${theme.color.action.disabled.text};
    border-color: transparent;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const hiddenWhileLoading = css`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  /* opacity, not visibility: the text stays the button's accessible name while it is busy. */
  [aria-busy='true'] > & {
    opacity: 0;
  }
`;

const spinnerSlot = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

function Content({ busy, iconStart, iconEnd, children }: { busy: boolean } & Pick<CommonProps, 'iconStart' | 'iconEnd' | 'children'>) {
  return (
    <>
      <span css={hiddenWhileLoading}>
        {iconStart}
        <span>{children}</span>
        {iconEnd}
      </span>
      {busy ? (
        <span css={spinnerSlot}>
          <Spinner size={18} />
        </span>
      ) : null}
    </>
  );
}

/**
 * The portal's button. Actions that call the server pass `loading` or return a promise from onClick; with `href` it
 * renders a link that looks like a button.
 */
export function Button(props: ButtonProps | LinkButtonProps) {
  return props.href !== undefined ? <LinkButton {...props} /> : <ActionButton {...props} />;
}

function ActionButton({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  iconStart,
  iconEnd,
  fullWidth = false,
  children,
  onClick,
  type = 'button',
  disabled,
  'aria-label': ariaLabel,
  ref,
  ...rest
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  // A ref as well as state: two clicks in the same frame both run before React re-renders.
  const inFlight = useRef(false);
  const busy = loading || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || inFlight.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      inFlight.current = true;
      setPending(true);
      (result as Promise<unknown>)
        .catch(() => undefined)
        .finally(() => {
          inFlight.current = false;
          setPending(false);
        });
    }
  };

  return (
    <button
      ref={ref}
      type={type}
      css={buttonStyle(variant, size, fullWidth)}
      // aria-disabled rather than disabled while busy, so keyboard focus stays on the button.
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-label={busy && loadingLabel ? loadingLabel : ariaLabel}
      {...rest}
      onClick={handleClick}
    >
      <Content busy={busy} iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </Content>
    </button>
  );
}

/** A link styled as a button, for navigation such as 'Join' opening the meeting room. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel: _loadingLabel,
  iconStart,
  iconEnd,
  fullWidth = false,
  children,
  ref,
  ...rest
}: LinkButtonProps) {
  return (
    <a ref={ref} css={buttonStyle(variant, size, fullWidth)} aria-busy={loading || undefined} {...rest}>
      <Content busy={loading} iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </Content>
    </a>
  );
}
