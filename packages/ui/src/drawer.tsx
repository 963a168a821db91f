import { css, keyframes } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './icon-button';
import { useDialog } from './internal/use-dialog';
import { useStableId } from './internal/use-id';
import { reducedMotion } from './internal/styles';

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

const fadeIn = keyframes`from { opacity: 0; }`;
const slideFromEnd = keyframes`from { transform: translateX(100%); }`;
const slideFromStart = keyframes`from { transform: translateX(-100%); }`;

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  background: ${theme.color.surface.backdrop};
  animation: ${fadeIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  ${reducedMotion} {
    animation: none;
  }
`;

const panel = (side: 'start' | 'end', width: number) => css`
  display: flex;
  flex-direction: column;
  width: min(${width}px, 100vw);
  height: 100%;
  margin-inline-start: ${side === 'end' ? 'auto' : '0'};
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.default};
  box-shadow: ${theme.shadow.overlay};
  font-family: ${theme.font.family.body};
  animation: ${side === 'end' ? slideFromEnd : slideFromStart} ${theme.motion.duration.slow} ${theme.motion.easing.standard};
  ${reducedMotion} {
    animation: none;
  }
  &:focus {
    outline: none;
  }
`;

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[2]} ${theme.space[5]};
`;

const titleStyle = css`
  margin: 0;
  font-family: ${theme.font.family.heading};
  font-weight: ${theme.font.weight.heading};
  font-size: ${theme.font.size.xl};
  line-height: ${theme.lineHeight.heading};
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
  const ref = useRef<HTMLDivElement>(null);
  const id = useStableId(undefined, 'drawer');
  useDialog(open, ref, onClose, initialFocusRef);
  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      css={backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1} css={panel(side, width)}>
        <div css={header}>
          <h2 id={`${id}-title`} css={titleStyle}>
            {title}
          </h2>
          <IconButton icon="close" label={closeLabel} onClick={onClose} />
        </div>
        <div css={body}>{children}</div>
        {footer ? <div css={footerStyle}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
