import { describe, expect, it } from 'vitest';
import { catalogueFilesFor, preloadsFor, startFor } from './page-map';

// decision 0700: the server preloads the start the entry (app/src/main.tsx) will choose
const pages = {
  entry: ['assets/index.js', 'assets/app.js', 'assets/framework.js'],
  starts: { app: ['assets/app-main.js', 'assets/app-start.js'], signedOut: ['assets/signed-out-main.js', 'assets/login.js'] },
  routes: { login: ['assets/login.js'], home: ['assets/home.js'], privacy: ['assets/privacy.js'] },
  frame: ['assets/shell.js'],
  catalogues: { en: ['assets/messages-shared-en.js'] },
  featureCatalogues: { en: { auth: ['assets/messages-auth-en.js'], shell: ['assets/messages-shell-en.js'], home: ['assets/messages-home-en.js'] } },
  areas: { entry: [], frame: ['shell'], routes: { login: ['auth'], home: ['home'], privacy: [] }, starts: { app: [], signedOut: ['auth'] } },
};
const request = { permittedRoutes: ['home', 'privacy'], language: 'en' };

describe('the start a page gets', () => {
  it('is the signed-out one for /login without a session cookie, the app everywhere else', () => {
    expect(startFor({ pathname: '/login', signedIn: false })).toBe('signedOut');
    expect(startFor({ pathname: '/login', signedIn: true })).toBe('app');
    // a member page without a session shows /login, but in the full app, which the entry chooses for its path
    expect(startFor({ pathname: '/', signedIn: false })).toBe('app');
    expect(startFor({ pathname: '/privacy-policy', signedIn: false })).toBe('app');
  });

  it('is preloaded with the page: /login without the app start, other pages with it', () => {
    const login = preloadsFor(pages, { ...request, pathname: '/login', signedIn: false });
    expect(login).toEqual(expect.arrayContaining(['assets/signed-out-main.js', 'assets/login.js', 'assets/messages-auth-en.js']));
    expect(login).not.toContain('assets/app-start.js');
    const home = preloadsFor(pages, { ...request, pathname: '/', signedIn: true });
    expect(home).toEqual(expect.arrayContaining(['assets/app-main.js', 'assets/app-start.js', 'assets/home.js', 'assets/shell.js']));
    expect(home).not.toContain('assets/signed-out-main.js');
  });

  it("brings the catalogues of its start's features", () => {
    expect(catalogueFilesFor(pages, 'privacy', 'en', false, 'signedOut')).toContain('assets/messages-auth-en.js');
    expect(catalogueFilesFor(pages, 'privacy', 'en', false, 'app')).not.toContain('assets/messages-auth-en.js');
  });
});
