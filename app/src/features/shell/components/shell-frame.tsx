import { Suspense, useMemo, useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { theme } from '@portal/theme/theme';
import { PageLoading } from '../../../components/page-loading';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { pickLanguage } from '../../../lib/i18n';
import { memberAtom } from '../../../lib/session';
import { gateNavItems, useNav } from '../api/nav';
import { useFocusOnNavigation } from '../hooks/use-focus-on-navigation';
import { navItemsFromManifest, type ManifestNav } from '../utils/nav-items';
import { AppBanners } from './app-banners';
import { ChatWidget } from './chat-widget';
import { LoginAsBannerRegion } from './login-as-banner';
import { Navigation } from './navigation';
import { SessionRules } from './session-rules';
import { TopBar, type TopBarPanels } from './top-bar';

const TopNav = styled(Navigation)`
  background: ${theme.color.surface.raised};
  border-top: ${theme.borderWidth.default} solid ${theme.color.border.default};
  & > ul {
    white-space: nowrap;
    flex-wrap: nowrap;
    overflow-x: auto;
    max-width: ${theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${theme.space[2]} ${theme.space[4]};
  }
  @media (max-width: 767px) {
    display: none;
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space[5]} ${theme.space[4]};
  @media (min-width: 951px) {
    &[data-side-nav='true'] {
      grid-template-columns: 15rem minmax(0, 1fr);
    }
  }
`;

const Side = styled.aside`
  @media (max-width: 950px) {
    display: none;
  }
`;

const Main = styled.main`
  min-width: 0;
  &:focus {
    outline: none;
  }
`;

const Announcer = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space[2]};
  top: -100px;
  z-index: 10;
  padding: ${theme.space[2]} ${theme.space[3]};
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.link};
  &:focus {
    top: ${theme.space[2]};
  }
`;

/**
 * The signed-in frame: top bar, top and side navigation, and the page in the main landmark. The panels of other
 * areas come in as props; src/app/routes/shell-layout.tsx composes them and puts the data layer around it.
 */
export function ShellFrame({
  children,
  supportChat,
  ...panels
}: TopBarPanels & {
  readonly children?: ReactNode;
  /** the support chat widget's conversation (clients with a chatWidget), mounted only while the widget is open */
  readonly supportChat?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const manifest = useClientManifest();
  const member = useAtomValue(memberAtom);
  const mainRef = useRef<HTMLElement>(null);
  const announcerRef = useRef<HTMLParagraphElement>(null);
  useFocusOnNavigation(mainRef, announcerRef);
  const { data } = useNav(member ? pickLanguage(manifest, member.language) : null);
  // until get-nav answers (or if it fails) the manifest's own routes keep the member moving
  const nav = useMemo<ManifestNav>(() => {
    if (data) {
      return {
        top: gateNavItems(data.nav, manifest),
        side: manifest.features.sideBarHidden ? [] : gateNavItems(data.side_nav, manifest),
      };
    }
    return navItemsFromManifest(manifest, i18n.locale);
  }, [data, manifest, i18n.locale]);

  return (
    <>
      <SkipLink href="#main">{t`Skip to content`}</SkipLink>
      <LoginAsBannerRegion />
      <AppBanners />
      <TopBar {...panels} menuItems={[...nav.top, ...nav.side].filter((item) => item.name !== 'accountSettings')} />
      <TopNav items={nav.top} label={t`Main`} />
      <Body data-side-nav={nav.side.length > 0}>
        {nav.side.length > 0 ? (
          <Side>
            <Navigation items={nav.side} label={t`More`} orientation="vertical" />
          </Side>
        ) : null}
        <Main id="main" tabIndex={-1} ref={mainRef}>
          <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
        </Main>
      </Body>
      <Announcer ref={announcerRef} aria-live="polite" aria-atomic="true" data-testid="page-announcer" />
      {member ? (
        <>
          <SessionRules />
          {/* support staff answer the widget's conversations at /support-inbox: they get no launcher of their own */}
          {member.supportStaff ? null : <ChatWidget body={supportChat} />}
        </>
      ) : null}
    </>
  );
}
