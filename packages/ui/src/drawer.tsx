import { css, keyframes } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode, RefObject } from 'react';
import { DialogFrame, backdropStyle, dialogTitleStyle, panelStyle } from './internal/dialog-frame';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the panel, e.g. 'My bookings'; it also names the dialog. */
  title: ReactNode;
  /** Label of the × button, e.g. 'Close'. */
  closeLabel: string;
  /** 'end' for the bookings and notifications panels, 'start' for the mobile side menu. */
  side?: 'start' | 'end';
  width?: number;
  children?: ReactNode;
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const slideFromEnd = keyframes`from { transform: translateX(100%); }`;
const slideFromStart = keyframes`from { transform: translateX(-100%); }`;

const panel = (side: 'start' | 'end', width: number) => css`
  ${panelStyle(side === 'end' ? slideFromEnd : slideFromStart)};
  width: min(${width}px, 100vw);
  height: 100%;
  margin-inline-start: ${side === 'end' ? 'auto' : '0'};
`;

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[2]} ${theme.space[5]};
`;

const body = css`
  flex: 1;
  overflow-y: auto;
  padding: ${theme.space[2]} ${theme.space[5]} ${theme.space[5]};
`;

const footerStyle = css`
  padding: ${theme.space[4]} ${theme.space[5]};
  border-top: ${theme.borderWidth.default} solid ${theme.color.border.default};
`;

/** A modal side panel: the bookings and notifications panels and the mobile side menu. */
export function Drawer({ open, onClose, title, closeLabel, side = 'end', width = 420, children, footer, initialFocusRef }: DrawerProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      initialFocusRef={initialFocusRef}
      idPrefix="drawer"
      title={title}
      closeLabel={closeLabel}
      styles={{ backdrop: backdropStyle, panel: panel(side, width), header, title: dialogTitleStyle }}
    >
      {() => (
        <>
          <div css={body}>{children}</div>
          {footer ? <div css={footerStyle}>{footer}</div> : null}
        </>
      )}
    </DialogFrame>
  );
}
