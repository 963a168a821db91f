import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode } from 'react';

export interface TopBarProps {
  /** Usually a <Logo>, wrapped in the app's home link. */
  logo: ReactNode;
  /** The controls at the end: calendar, bell, Menu (or Close during an assessment). */
  actions?: ReactNode;
  /** Optional navigation between logo and actions on wide screens. */
  children?: ReactNode;
  sticky?: boolean;
}

const bar = (sticky: boolean) => css`
  position: ${sticky ? 'sticky' : 'relative'};
  top: 0;
  z-index: 100;
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.default};
  box-shadow: ${theme.shadow.card};
  font-family: ${theme.font.family.body};
`;

// The skin's logo-align token is a keyword (start or center); a style query turns it into a layout without JS.
const inner = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'logo nav actions';
  align-items: center;
  gap: ${theme.space[4]};
  max-width: ${theme.layout.maxWidth};
  min-height: 64px;
  margin: 0 auto;
  padding: ${theme.space[2]} ${theme.space[4]};
  @container style(--layout-logo-align: center) {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    grid-template-areas: 'nav logo actions';
  }
`;

const logoSlot = css`
  grid-area: logo;
  display: flex;
  align-items: center;
  justify-self: start;
  min-width: 0;
  @container style(--layout-logo-align: center) {
    justify-self: center;
  }
`;

const navSlot = css`
  grid-area: nav;
  min-width: 0;
`;

const actionsSlot = css`
  grid-area: actions;
  justify-self: end;
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
`;

/** The shell's top bar: the logo where the skin puts it, and actions at the end. */
export function TopBar({ logo, actions, children, sticky = false }: TopBarProps) {
  return (
    <header css={bar(sticky)}>
      <div css={inner}>
        <div css={logoSlot}>{logo}</div>
        <div css={navSlot}>{children}</div>
        {actions ? <div css={actionsSlot}>{actions}</div> : null}
      </div>
    </header>
  );
}
