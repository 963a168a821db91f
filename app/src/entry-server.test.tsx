// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '@portal/manifest/schema';
import { renderFirstView } from './entry-server';
import { FIRST_TIME_WARNING_COOKIE } from './features/auth/utils/constants';
import { EMOTION_KEY } from './lib/emotion-cache';

/** A demo client's manifest as the server inlines it (the fields the login page reads). */
function manifestOf(id: string): Manifest {
  const raw = JSON.parse(readFileSync(new URL(`../../clients/${id}/manifest.json`, import.meta.url), 'utf8')) as Manifest;
  return { ...raw, id };
}

describe('the first view of the login page (decision 0350)', () => {
  it("draws the client's sign-in card in its language, with every style element under the page's nonce", async () => {
    const view = await renderFirstView({ manifest: manifestOf('harbour'), pathname: '/login', nonce: 'n0nce' });
    const html = view!.markup;
    expect(html).toContain('Welcome to Harbour Mutual');
    expect(html).toContain('First time here?');
    expect(html).toContain('href="/privacy-policy"');
    // the page itself, not its loading skeleton: the lazily loaded page was waited for, and its Suspense boundary
    // went out complete (`<!--$-->`), not left for the browser to draw (`<!--$!-->`)
    expect(html).toContain('<!--$-->');
    expect(html).not.toContain('<!--$!-->');
    // the markup carries no style element (the browser hydrates it: React's own tree, nothing else)
    expect(html).not.toContain('<style');
    // one sheet for the head, with the global rules and every class the markup uses, named as Emotion names
    // its style elements, so the browser's cache adopts it
    const [, key, names, sheet] = /^<style data-emotion="(\S+) ([^"]+)" nonce="n0nce">(.*)<\/style>$/s.exec(view!.styles) ?? [];
    expect(key).toBe(EMOTION_KEY);
    expect(sheet).toContain('box-sizing:border-box');
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')).filter((name) => name.startsWith(`${EMOTION_KEY}-`)));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) {
      expect(sheet).toContain(`.${name}`);
      expect(names!.split(' ')).toContain(name.slice(EMOTION_KEY.length + 1));
    }
    // the CSP refuses style attributes: server markup must carry none
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('speaks German for a German client, and leaves out the first-time warning a member dismissed', async () => {
    const markup = async (id: string, cookie?: string) => (await renderFirstView({ manifest: manifestOf(id), pathname: '/login', nonce: 'x', cookie }))!.markup;
    expect(await markup('kontor')).toContain('Zum ersten Mal hier?');
    expect(await markup('kontor', `a=b; ${FIRST_TIME_WARNING_COOKIE}=1`)).not.toContain('Zum ersten Mal hier?');
    // English again right after: each render has its own language
    expect(await markup('harbour')).toContain('First time here?');
  });

  it('renders no other page', async () => {
    expect(await renderFirstView({ manifest: manifestOf('harbour'), pathname: '/', nonce: 'x' })).toBeNull();
    expect(await renderFirstView({ manifest: manifestOf('harbour'), pathname: '/login/extra', nonce: 'x' })).toBeNull();
  });
});

describe('the first view without scripts', () => {
  it('says why nothing follows the spinner when the browser runs no JavaScript', async () => {
    const view = await renderFirstView({ manifest: manifestOf('harbour'), pathname: '/login', nonce: 'x' });
    expect(view!.markup).toMatch(/<noscript>This portal needs JavaScript\. Please turn it on in your browser, then reload this page\.<\/noscript>/);
    const german = await renderFirstView({ manifest: manifestOf('kontor'), pathname: '/login', nonce: 'x' });
    expect(german!.markup).toContain('Dieses Portal benötigt JavaScript.');
  });
});
