import { css, keyframes } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './icon-button';
import { useDialog } from './internal/use-dialog';
import { useStableId } from './internal/use-id';
import { reducedMotion } from './internal/styles';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (unless dismissible is false) a click on the backdrop. */
  onClose: () => void;
  /** The dialog's visible heading, which also names it. */
  title: ReactNode;
  /** Optional text under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Label of the × button, e.g. 'Close'. */
  closeLabel: string;
  children?: ReactNode;
  /** Buttons at the bottom, primary action last. */
  actions?: ReactNode;
  /** 'alertdialog' for confirmations such as cancelling a session. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Whether a backdrop click closes it. */
  dismissible?: boolean;
}

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); }`;

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space[4]};
  background: ${theme.color.surface.backdrop};
  animation: ${fadeIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  ${reducedMotion} {
    animation: none;
  }
`;

const widths = { sm: '400px', md: '560px', lg: '760px' } as const;

const panel = (size: NonNullable<ModalProps['size']>) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${widths[size]};
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.default};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.overlay};
  font-family: ${theme.font.family.body};
  animation: ${rise} ${theme.motion.duration.slow} ${theme.motion.easing.standard};
  ${reducedMotion} {
    animation: none;
  }
  &:focus {
    outline: none;
  }
`;

const header = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]} ${theme.space[5]} 0;
`;

const titleStyle = css`
  margin: 0;
  padding-top: ${theme.space[2]};
  font-family: ${theme.font.family.heading};
  font-weight: ${theme.font.weight.heading};
  font-size: ${theme.font.size.xl};
  line-height: ${theme.lineHeight.heading};
`;

const body = css`
  padding: ${theme.space[3]} ${theme.space[5]} ${theme.space[5]};
  line-height: ${theme.lineHeight.body};
  & > p:first-of-type {
    margin-top: 0;
  }
`;

const footer = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  padding: 0 ${theme.space[5]} ${theme.space[5]};
`;

/** A modal dialog: labelled by its title, traps focus, closes on Escape and gives focus back when it closes. */
export function Modal({ open, onClose, title, description, closeLabel, children, actions, role = 'dialog', size = 'md', initialFocusRef, dismissible = true }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useStableId(undefined, 'modal');
  useDialog(open, ref, onClose, initialFocusRef);
  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      css={backdrop}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        css={panel(size)}
      >
        <div css={header}>
          <h2 id={`${id}-title`} css={titleStyle}>
            {title}
          </h2>
          <IconButton icon="close" label={closeLabel} onClick={onClose} />
        </div>
        <div css={body}>
          {description ? <p id={`${id}-description`}>{description}</p> : null}
          {children}
        </div>
        {actions ? <div css={footer}>{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
