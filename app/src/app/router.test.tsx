import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes, isRoutePermitted } from '@portal/manifest/routes';
import { activateLanguage } from '../lib/i18n';
import { testManifest } from '../test/manifest';
import { renderApp } from '../test/render';
import { buildRoutes } from './router';
import { pageLoaders } from './route-modules';

const NOT_FOUND = "Something went wrong! We can't seem to find the page you are looking for.";
const member = { id: 7, firstName: 'Ada' };

function registeredPaths(manifest: ReturnType<typeof testManifest>): string[] {
  const paths: string[] = [];
  const walk = (list: ReturnType<typeof buildRoutes>) => {
    for (const route of list) {
      if (route.path) paths.push(route.path);
      if (route.children) walk(route.children);
    }
  };
  walk(buildRoutes(manifest));
  return paths;
}

describe('router', () => {
  it('has a page module for every route name of the registry', () => {
    expect(Object.keys(pageLoaders).sort()).toEqual(routes.map((route) => route.name).sort());
  });

  it('registers exactly the permitted and public routes, with their aliases', () => {
    const manifest = testManifest();
    const expected = routes
      .filter((route) => route.path !== null && route.name !== 'not-found')
      .filter((route) => isRoutePermitted(route.name, manifest.permittedRoutes))
      .flatMap((route) => [route.path!, ...(('aliases' in route ? route.aliases : undefined) ?? [])]);
    expect(registeredPaths(manifest).sort()).toEqual([...expected, '*'].sort());
    expect(registeredPaths(manifest)).not.toContain('/blood-test');
    expect(registeredPaths(manifest)).toContain('/datenschutzrichtlinie');
  });

  it('shows the not-found page for a route the client does not permit', async () => {
    renderApp({ manifest: testManifest(), path: '/blood-test', member });
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a permitted member route inside the shell', async () => {
    renderApp({ manifest: testManifest(), path: '/events', member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Harbour Insurance' })).toHaveAttribute(
      'src',
      '/client-assets/harbour/logo-light.svg',
    );
  });

  it('sends a signed-out visitor of a member route to /login', async () => {
    const { location } = renderApp({ manifest: testManifest(), path: '/events' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Harbour Insurance' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('shows the not-found page in German for a German client', async () => {
    const manifest = testManifest({ languages: ['de', 'en'], defaultLanguage: 'de' });
    renderApp({ manifest, path: '/no-such-page', member });
    expect(
      await screen.findByRole('heading', {
        name: 'Etwas ist schiefgelaufen! Wir können die gesuchte Seite leider nicht finden.',
      }),
    ).toBeInTheDocument();
    await activateLanguage('en');
  });
});
