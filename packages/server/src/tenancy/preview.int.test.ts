import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { getSession, ssoPreCheck } from '@portal/contract/calls';
import { withHarness, type Harness } from '../../test/harness';
import { loadConfig } from '../config';
import { loadServerClients } from './clients';
import { PREVIEW_COOKIE, PREVIEW_LANGUAGE_COOKIE, signPreviewToken } from './preview';

// A stand-in for app/dist, so the page tests do not depend on the app build.
const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({}));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--portal:head--></head><body><div id="root"></div></body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const SECRET = 'the-preview-secret-of-this-integration-test';
const HOUR = 3_600_000;
// kontor as a draft (German and English), harbour live beside it
const clients = loadServerClients(loadConfig().clientsDir, () => {})
  .filter((client) => client.id === 'kontor' || client.id === 'harbour')
  .map((client) => (client.id === 'kontor' ? { ...client, manifest: { ...client.manifest, draft: true } } : client));

const linkOf = (h: Harness, clientId: string, expiresInMs = HOUR) =>
  `/__preview?token=${encodeURIComponent(signPreviewToken(SECRET, clientId, new Date(h.clock.now().getTime() + expiresInMs)))}`;

/** The preview cookie a followed link set, as the browser sends it back. */
async function follow(h: Harness, clientId: string, link: string): Promise<string> {
  const reply = await h.get(clientId, link);
  expect(reply.status, reply.text).toBe(303);
  expect(reply.headers.location).toBe('/preview');
  const setCookie = String(reply.headers['set-cookie']);
  // the subdomain's own: no Domain attribute, so no other client's host ever gets it
  expect(setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=v1\\.${clientId}\\.`));
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).not.toMatch(/Domain=/i);
  return setCookie.split(';')[0]!;
}

async function expectUnknown(h: Harness, cookie?: string): Promise<void> {
  const headers = cookie ? { cookie } : undefined;
  const page = await h.get('kontor', '/', { headers });
  expect(page.status).toBe(404);
  expect(page.text).toContain('Unknown client');
  expect((await h.get('kontor', '/preview', { headers })).status).toBe(404);
  const call = await h.request('kontor', getSession.path, {}, { headers });
  expect(call.status).toBe(404);
  expect(call.body).toEqual({ success: false, err: 'Unknown client' });
}

withHarness(
  'tenancy: a draft client answers only to its preview link',
  (h) => {
    it('answers "Unknown client" to pages and calls without a preview cookie, as for an unknown subdomain', async () => {
      await expectUnknown(h());
      const unknown = await h().get('kontor', '/', { host: `nobody.localhost:${h().port}` });
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('Unknown client');
    });

    it('leaves a live client as it was', async () => {
      expect((await h().get('harbour', '/')).status).toBe(200);
      expect((await h().request('harbour', getSession.path, {})).status).toBe(401);
    });

    it('refuses a link of another client, an expired link, a forged one, and a cookie made of them', async () => {
      for (const link of [linkOf(h(), 'harbour'), linkOf(h(), 'kontor', -1000), `/__preview?token=${encodeURIComponent(signPreviewToken('another-secret-that-is-long-enough-to-use', 'kontor', new Date(Date.now() + HOUR)))}`, '/__preview']) {
        const reply = await h().get('kontor', link);
        expect(reply.status, link).toBe(404);
        expect(reply.headers['set-cookie'], link).toBeUndefined();
      }
      const harbourToken = signPreviewToken(SECRET, 'harbour', new Date(Date.now() + HOUR));
      await expectUnknown(h(), `${PREVIEW_COOKIE}=${harbourToken}`);
    });

    it('serves pages, calls and the gallery once the link was followed, until it expires', async () => {
      const cookie = await follow(h(), 'kontor', linkOf(h(), 'kontor', 2 * HOUR));
      const page = await h().get('kontor', '/', { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(page.text).toContain('data-client="kontor"');
      const call = await h().request('kontor', ssoPreCheck.path, { email: 'member@kontor.example', sso_id: 'x', token: 'y' }, { headers: { cookie } });
      expect(call.status).not.toBe(404);
      expect((await h().request('kontor', getSession.path, {}, { headers: { cookie } })).status).toBe(401);

      const gallery = await h().get('kontor', '/preview', { headers: { cookie } });
      expect(gallery.status).toBe(200);
      expect(gallery.headers['cache-control']).toBe('no-store');
      expect(gallery.text).toContain('data-skin="13"');
      // the client's default language first (kontor: German), a link to every permitted page, and the switch
      expect(gallery.text).toContain('<html lang="de"');
      expect(gallery.text).toContain('Vorschau von Kontor');
      expect(gallery.text).toContain('<a href="/">home</a>');
      expect(gallery.text).toContain('<a href="/login">login</a>');
      expect(gallery.text).toContain('href="/preview?lang=en"');

      // the switch to English: the gallery and the app's pages are then shown in English
      const switched = await h().get('kontor', '/preview?lang=en', { headers: { cookie } });
      expect(switched.status).toBe(303);
      const language = String(switched.headers['set-cookie']).split(';')[0]!;
      expect(language).toBe(`${PREVIEW_LANGUAGE_COOKIE}=en`);
      const english = await h().get('kontor', '/preview', { headers: { cookie: `${cookie}; ${language}` } });
      expect(english.text).toContain('Preview of Kontor');
      const englishPage = await h().get('kontor', '/', { headers: { cookie: `${cookie}; ${language}` } });
      expect(englishPage.text).toContain('"defaultLanguage":"en"');
      expect(page.text).toContain('"defaultLanguage":"de"');

      h().clock.advance(2 * HOUR);
      try {
        await expectUnknown(h(), cookie);
      } finally {
        h().clock.reset();
      }
    });
  },
  { clients, env: { APP_DIST_DIR: dist, PREVIEW_SECRET: SECRET } },
);
