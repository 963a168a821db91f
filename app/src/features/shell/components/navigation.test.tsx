import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { testManifest } from '../../../test/manifest';
import { renderApp } from '../../../test/render';
import { navItemsFromManifest } from '../utils/nav-items';

describe('navigation', () => {
  it('offers exactly the permitted routes, each with a label', async () => {
    const manifest = testManifest({
      permittedRoutes: ['home', 'events', 'viewEvent', 'healthScore', 'allArticles', 'settings', 'accountSettings'],
    });
    renderApp({ manifest, path: '/', member: { id: 1 } });

    const main = await screen.findByRole('navigation', { name: 'Main' });
    const more = screen.getByRole('navigation', { name: 'More' });
    const links = [...within(main).getAllByRole('link'), ...within(more).getAllByRole('link')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Events', '/events'],
      ['Health Score', '/healthscore'],
      ['Articles', '/all-articles'],
      ['Settings', '/settings'],
      ['Account', '/account-settings'],
    ]);
    expect(screen.queryByRole('link', { name: 'Blood test' })).not.toBeInTheDocument();
  });

  it('never offers a route that is not permitted, and hides the side bar when the client asks', () => {
    const manifest = testManifest({ permittedRoutes: ['home', 'randoxKit'], features: { sideBarHidden: true } });
    const nav = navItemsFromManifest(manifest, 'en');
    expect(nav.top.map((item) => item.name)).toEqual(['home']);
    expect(nav.side).toEqual([]);
    const withSide = navItemsFromManifest(testManifest({ permittedRoutes: ['home', 'randoxKit'] }), 'en');
    expect(withSide.side).toEqual([{ name: 'randoxKit', label: 'Blood Test', path: '/blood-test', icon: 'drop' }]);
  });
});
