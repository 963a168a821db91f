import { useState, useSyncExternalStore } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { Manifest } from '@portal/manifest/schema';
import { IconButton } from '@portal/ui/icon-button';
import { theme } from '@portal/theme/theme';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { devicePlatform } from '../../../lib/device-platform';
import { memberAtom } from '../../../lib/session';
import { isAppBannerDismissed, rememberAppBannerDismissed } from '../utils/app-banners';
import { focusRing } from '../../../components/page-styles';

type AppBanner = Manifest['appBanners'][number];

// Phone widths only: on a desktop the member is not about to install a phone app (the spec's 768 breakpoint).
const Region = styled.section`
  display: flex;
  @media (min-width: 768px) {
    display: none;
  }
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]};
  background: ${theme.color.surface.sunken};
  color: ${theme.color.text.default};
  border-bottom: ${theme.borderWidth.default} solid ${theme.color.border.default};
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  flex: 1;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
`;

const Heading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const BadgeLink = styled.a`
  display: inline-flex;
  flex: none;
  border-radius: ${theme.radius.sm};
  ${focusRing}
`;

/** A store badge drawn in the stores' own black and white, so it reads the same in every skin. */
function StoreBadge({ platform }: { platform: AppBanner['platform'] }) {
  const store = platform === 'ios' ? 'App Store' : 'Google Play';
  const line = platform === 'ios' ? 'Download on the' : 'GET IT ON';
  // the stores' own proportions: "Google Play" needs a wider badge than "App Store", or its end is cut off
  const width = platform === 'ios' ? 120 : 135;
  return (
    <svg width={width} height="40" viewBox={`0 0 ${width} 40`} aria-hidden="true" focusable="false">
      <rect width={width} height="40" rx="6" fill="#000" />
      {platform === 'ios' ? (
        <path
          d="M22 13c1-1 1.6-2.4 1.4-3.8-1.3.1-2.7.8-3.5 1.8-.8.9-1.4 2.3-1.2 3.6 1.4.1 2.6-.6 3.3-1.6zm1.3 2.1c-1.8-.1-3.4 1-4.2 1s-2.2-1-3.6-.9c-1.9 0-3.6 1.1-4.5 2.7-1.9 3.3-.5 8.3 1.4 11 .9 1.3 2 2.8 3.4 2.7 1.4-.1 1.9-.9 3.5-.9s2.1.9 3.5.9c1.5 0 2.4-1.3 3.3-2.7 1-1.5 1.5-3 1.5-3.1 0 0-2.9-1.1-2.9-4.4 0-2.8 2.3-4.1 2.4-4.2-1.3-1.9-3.3-2.1-3.8-2.1z"
          fill="#fff"
        />
      ) : (
        <path
          d="M11 9.5v21c0 .5.5.8 1 .6l11-10.6L12 9c-.5-.3-1 0-1 .5zm13.4 10L14 9.4l12.3 7.1-1.9 3zm0 1l1.9 3L14 30.6l10.4-10.1zm3-4.3 3.5 2c.8.5.8 1.3 0 1.8l-3.5 2-2.1-2.9 2.1-2.9z"
          fill="#fff"
        />
      )}
      <text x="38" y="16" fill="#fff" fontSize="7" fontFamily="system-ui, sans-serif">
        {line}
      </text>
      <text x="38" y="30" fill="#fff" fontSize="13" fontWeight="600" fontFamily="system-ui, sans-serif">
        {store}
      </text>
    </svg>
  );
}

const noChanges = () => () => undefined;

/**
 * The client's app-download banners (seed 000: the client configuration supplies them): store badges with the
 * client's links at phone widths, until the member dismisses them.
 */
export function AppBanners() {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const member = useAtomValue(memberAtom);
  // read on every render: the member can change (sign-out, another member) while the frame stays
  const [, setDismissals] = useState(0);
  // the server's first view is drawn for the request's device (its User-Agent), so the browser keeps what it drew;
  // one it cannot tell (an iPad calling itself a Mac) shows every badge first, at widths where the region is hidden
  const platform = useSyncExternalStore(noChanges, devicePlatform, devicePlatform);
  // a phone of one store sees that store's badge; a narrow window of another device sees every store's
  const banners = platform ? manifest.appBanners.filter((banner) => banner.platform === platform) : manifest.appBanners;
  if (!member || banners.length === 0 || isAppBannerDismissed(member.id))
    return null;

  const dismiss = () => {
    rememberAppBannerDismissed(member.id);
    setDismissals((count) => count + 1);
  };

  return (
    <Region aria-labelledby="app-banners-heading" data-testid="app-banners">
      <Heading id="app-banners-heading">
        <Trans>Get the app</Trans>
      </Heading>
      <List>
        {banners.map((banner) => (
          <Item key={banner.platform + banner.url} data-app-banner={banner.platform}>
            <BadgeLink
              href={banner.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`${banner.text} (opens in a new tab)`}
            >
              <StoreBadge platform={banner.platform} />
            </BadgeLink>
            <span aria-hidden="true">{banner.text}</span>
          </Item>
        ))}
      </List>
      <IconButton icon="close" size="sm" label={t`Dismiss the app banners`} onClick={dismiss} />
    </Region>
  );
}
