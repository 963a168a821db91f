import { css, keyframes } from '@emotion/react';
import type { Keyframes, SerializedStyles } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../icon-button';
import { reducedMotion } from './styles';
import { useDialog } from './use-dialog';
import { useStableId } from './use-id';

const fadeIn = keyframes`from { opacity: 0; }`;

/** The dimmed layer behind a modal panel, fading in; the caller places the panel on it. */
export const backdropStyle = css`
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

/** A modal panel entering with `enter`; it takes focus itself, so its own focus draws no ring. */
export const panelStyle = (enter: Keyframes) => css`
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.default};
  box-shadow: ${theme.shadow.overlay};
  font-family: ${theme.font.family.body};
  animation: ${enter} ${theme.motion.duration.slow} ${theme.motion.easing.standard};
  ${reducedMotion} {
    animation: none;
  }
  &:focus {
    outline: none;
  }
`;

/** The heading that names a modal panel. */
export const dialogTitleStyle = css`
  margin: 0;
  font-family: ${theme.font.family.heading};
  font-weight: ${theme.font.weight.heading};
  font-size: ${theme.font.size.xl};
  line-height: ${theme.lineHeight.heading};
`;

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  /** Whether a backdrop click closes it. */
  dismissible?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The prefix of the ids of the title and description. */
  idPrefix: string;
  role?: 'dialog' | 'alertdialog';
  title: ReactNode;
  closeLabel: string;
  /** Whether the body renders a description with the id `${id}-description`. */
  described?: boolean;
  styles: { backdrop: SerializedStyles; panel: SerializedStyles; header: SerializedStyles; title: SerializedStyles };
  /** The body under the header, given the ids' stem. */
  children: (id: string) => ReactNode;
}

/**
 * A modal panel on a backdrop, portalled to the body: labelled by its heading, with the × button beside it,
 * focus trapped and given back, closed on Escape. The modal and the drawer are this frame with their own styles.
 */
export function DialogFrame({
  open,
  onClose,
  dismissible = true,
  initialFocusRef,
  idPrefix,
  role = 'dialog',
  title,
  closeLabel,
  described = false,
  styles,
  children,
}: DialogFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useStableId(undefined, idPrefix);
  useDialog(open, ref, onClose, initialFocusRef);
  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      css={styles.backdrop}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={described ? `${id}-description` : undefined}
        tabIndex={-1}
        css={styles.panel}
      >
        <div css={styles.header}>
          <h2 id={`${id}-title`} css={styles.title}>
            {title}
          </h2>
          <IconButton icon="close" label={closeLabel} onClick={onClose} />
        </div>
        {children(id)}
      </div>
    </div>,
    document.body,
  );
}
