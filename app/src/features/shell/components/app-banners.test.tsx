import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testManifest } from '../../../test/manifest';
import { renderApp } from '../../../test/render';
import { APP_BANNERS_COOKIE } from '../utils/app-banners';

const appBanners = [
  { platform: 'ios', url: 'https://apps.example.com/ios/demo', text: 'Demo is on the App Store' },
  { platform: 'android', url: 'https://apps.example.com/android/demo', text: 'Demo is on Google Play' },
] as const;

describe('app-download banners', { timeout: 60_000 }, () => {
  afterEach(() => {
    document.cookie = `${APP_BANNERS_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("link each store badge to the client's own address, in a new tab", async () => {
    renderApp({ manifest: testManifest({ appBanners: [...appBanners] }), path: '/', member: { id: 7 } });
    const region = await screen.findByRole('region', { name: 'Get the app' }, { timeout: 25_000 });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['https://apps.example.com/ios/demo', '_blank'],
      ['https://apps.example.com/android/demo', '_blank'],
    ]);
    expect(links[0]).toHaveAccessibleName('Demo is on the App Store (opens in a new tab)');
  });

  it('stay dismissed for the member who dismissed them, and only for them', async () => {
    const user = userEvent.setup();
    const manifest = testManifest({ appBanners: [...appBanners] });
    const first = renderApp({ manifest, path: '/', member: { id: 7 } });
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss the app banners' }, { timeout: 25_000 }),
    );
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
    first.unmount();

    const again = renderApp({ manifest, path: '/', member: { id: 7 } });
    await screen.findByRole('navigation', { name: 'Main' }, { timeout: 25_000 });
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
    again.unmount();

    renderApp({ manifest, path: '/', member: { id: 8 } });
    expect(
      await screen.findByRole('region', { name: 'Get the app' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
  });

  it('show nothing for a client without banners', async () => {
    renderApp({ manifest: testManifest({ appBanners: [] }), path: '/', member: { id: 7 } });
    await screen.findByRole('navigation', { name: 'Main' }, { timeout: 25_000 });
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
  });
});
