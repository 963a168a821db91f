import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavItem } from '@portal/contract/calls/shell';
import { Badge } from '@portal/ui/badge';
import { Drawer } from '@portal/ui/drawer';
import { IconButton } from '@portal/ui/icon-button';
import { theme } from '@portal/theme/theme';
import { pathTo } from '@portal/manifest/routes';
import { ClientLogo } from '../../../components/client-logo';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { memberAtom } from '../../../lib/session';
import { useSignOut } from '../../../lib/sign-out';
import { openPanelAtom } from '../../../state/panels';
import { Navigation } from './navigation';
import { plainList } from '../../../components/page-styles';

const Bar = styled.header`
  position: relative;
  z-index: 2;
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.card};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space[2]} ${theme.space[4]};
`;

/* the skin decides where the logo sits (start or centre); the controls always stay at the end */
const Brand = styled.div`
  flex: 1;
  display: flex;
  justify-content: ${theme.layout.logo.align};
  min-width: 0;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
`;

const MenuList = styled.ul`
  ${plainList(2)}
`;

const menuItem = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${theme.control.height.md};
  padding: 0 ${theme.space[3]};
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text.default};
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.color.surface.sunken};
  }
`;
const MenuLink = styled(Link)(menuItem);
const MenuButton = styled.button(menuItem);

/* the bars show these pages on wide screens; the menu repeats them only where the bars are hidden */
const MenuNavigation = styled(Navigation)`
  margin-top: ${theme.space[5]};
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidth.default} solid ${theme.color.border.default};
  @media (min-width: 951px) {
    display: none;
  }
`;

/** What other areas show in the top bar; src/app/routes/shell-layout.tsx composes them, so the shell needs neither. */
export interface TopBarPanels {
  /** the content of the Bookings drawer */
  readonly bookingsPanel: ReactNode;
  /** the content of the Notifications drawer */
  readonly notificationsPanel: ReactNode;
  /** highlights the bell while it is above 0 */
  readonly unreadCount: number;
  /** modals a panel opens over the page (they replace the drawer, whose focus trap would fight theirs) */
  readonly dialogs?: ReactNode;
}

interface TopBarProps extends TopBarPanels {
  /** navigation repeated in the menu, for narrow screens where the bars are hidden */
  readonly menuItems: readonly NavItem[];
}

/** Logo, bookings, notifications (highlighted while unread ones exist) and the menu with Account and Logout. */
export function TopBar({ menuItems, bookingsPanel, notificationsPanel, unreadCount, dialogs }: TopBarProps) {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const signOut = useSignOut();
  const [panel, setPanel] = useAtom(openPanelAtom);
  const close = () => setPanel(null);
  const clientName = manifest.logos.alt;
  const member = useAtomValue(memberAtom);
  const isAdmin = member?.employerAdmin === true || member?.role === 'admin';
  const adminPath = pathTo('adminView');
  const { pathname } = useLocation();
  const inAdminView = pathname === adminPath || pathname.startsWith(`${adminPath}/`);

  return (
    <Bar>
      <Inner>
        <Brand>
          <Link to={pathTo('home')} aria-label={t`${clientName}, home page`}>
            <ClientLogo manifest={manifest} />
          </Link>
        </Brand>
        <Controls>
          <IconButton
            icon="calendar"
            label={t`Bookings`}
            aria-haspopup="dialog"
            aria-expanded={panel === 'bookings'}
            onClick={() => setPanel('bookings')}
          />
          <IconButton
            icon="bell"
            label={t`Notifications`}
            variant={unreadCount > 0 ? 'secondary' : 'ghost'}
            data-unread={unreadCount > 0}
            indicator={
              unreadCount > 0 ? <Badge count={unreadCount} label={t`${unreadCount} unread`} /> : undefined
            }
            aria-haspopup="dialog"
            aria-expanded={panel === 'notifications'}
            onClick={() => setPanel('notifications')}
          />
          <IconButton
            icon="menu"
            label={t`Menu`}
            showLabel
            aria-haspopup="dialog"
            aria-expanded={panel === 'menu'}
            onClick={() => setPanel('menu')}
          />
        </Controls>
      </Inner>

      <Drawer open={panel === 'bookings'} onClose={close} title={t`My bookings`} closeLabel={t`Close`}>
        {bookingsPanel}
      </Drawer>
      <Drawer open={panel === 'notifications'} onClose={close} title={t`Notifications`} closeLabel={t`Close`}>
        {notificationsPanel}
      </Drawer>

      {dialogs}

      <Drawer open={panel === 'menu'} onClose={close} title={t`Menu`} closeLabel={t`Close`}>
        <MenuList>
          <li>
            <MenuLink to={pathTo('accountSettings')} onClick={close}>
              <Trans>Account</Trans>
            </MenuLink>
          </li>
          {isAdmin ? (
            <li>
              <MenuLink to={inAdminView ? pathTo('home') : adminPath} onClick={close}>
                {inAdminView ? <Trans>Exit Admin View</Trans> : <Trans>Enter Admin View</Trans>}
              </MenuLink>
            </li>
          ) : null}
          <li>
            <MenuButton
              type="button"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <Trans>Logout</Trans>
            </MenuButton>
          </li>
        </MenuList>
        <MenuNavigation items={menuItems} label={t`All pages`} orientation="vertical" />
      </Drawer>
    </Bar>
  );
}
