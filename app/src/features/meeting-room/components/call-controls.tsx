import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { theme } from '@portal/theme/theme';
import type { MediaState } from '../adapters/types';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

// a toggle keeps its name and says its state with aria-pressed; the picture and colour follow the state too
const toggle = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${theme.space[4]};
  border: ${theme.borderWidth.default} solid ${theme.color.action.secondary.border};
  border-radius: ${theme.radius.button};
  background: ${theme.color.action.secondary.bg};
  color: ${theme.color.action.secondary.text};
  font: inherit;
  font-weight: ${theme.font.weight.bold};
  cursor: pointer;
  &:hover {
    background: ${theme.color.action.secondary.hover};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus.ring};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    background: ${theme.color.action.primary.bg};
    border-color: ${theme.color.action.primary.bg};
    color: ${theme.color.action.primary.text};
  }
  & svg {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
`;

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function MicrophoneIcon({ off }: { off: boolean }) {
  return (
    <Icon>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" />
      {off ? <path d="M4 4l16 16" /> : null}
    </Icon>
  );
}

export function CameraIcon({ off }: { off: boolean }) {
  return (
    <Icon>
      <rect x="3" y="6.5" width="12.5" height="11" rx="2" />
      <path d="M15.5 10.5l5.5-3v9l-5.5-3z" />
      {off ? <path d="M3 4l18 16" /> : null}
    </Icon>
  );
}

/** Mute and camera off during the call: buttons with aria-pressed, so Space and Enter work and the state is read out. */
export function CallControls({ media, onChange }: { media: MediaState; onChange: (next: MediaState) => void }) {
  const { t } = useLingui();
  return (
    <div css={bar} role="group" aria-label={t`Call controls`}>
      <button type="button" css={toggle} aria-pressed={!media.audio} onClick={() => onChange({ ...media, audio: !media.audio })}>
        <MicrophoneIcon off={!media.audio} />
        {t`Mute`}
      </button>
      <button type="button" css={toggle} aria-pressed={!media.video} onClick={() => onChange({ ...media, video: !media.video })}>
        <CameraIcon off={!media.video} />
        {t`Camera off`}
      </button>
    </div>
  );
}
