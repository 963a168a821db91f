import { css, keyframes } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode, RefObject } from 'react';
import { DialogFrame, backdropStyle, dialogTitleStyle, panelStyle } from './internal/dialog-frame';

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

const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); }`;

const backdrop = css`
  ${backdropStyle};
  align-items: center;
  justify-content: center;
  padding: ${theme.space[4]};
`;

const widths = { sm: '400px', md: '560px', lg: '760px' } as const;

const panel = (size: NonNullable<ModalProps['size']>) => css`
  ${panelStyle(rise)};
  position: relative;
  width: 100%;
  max-width: ${widths[size]};
  max-height: calc(100vh - 32px);
  overflow: auto;
  border-radius: ${theme.radius.lg};
`;

const header = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]} ${theme.space[5]} 0;
`;

const titleStyle = css`
  ${dialogTitleStyle};
  padding-top: ${theme.space[2]};
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
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      dismissible={dismissible}
      initialFocusRef={initialFocusRef}
      idPrefix="modal"
      role={role}
      title={title}
      closeLabel={closeLabel}
      described={Boolean(description)}
      styles={{ backdrop, panel: panel(size), header, title: titleStyle }}
    >
      {(id) => (
        <>
          <div css={body}>
            {description ? <p id={`${id}-description`}>{description}</p> : null}
            {children}
          </div>
          {actions ? <div css={footer}>{actions}</div> : null}
        </>
      )}
    </DialogFrame>
  );
}
