/** The demo clients in the repository's clients/ folder: valid, and covering what the spec shows. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from './json-schema';
import { formatProblem, loadClients } from './load';

const CLIENTS_DIR = resolve(PACKAGE_DIR, '../../clients');
const { clients, problems } = loadClients(CLIENTS_DIR);
const byId = (id: string) => clients.find((client) => client.id === id);

/** WCAG 2.x relative luminance, so the demo brands are checked even without the theme package. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('demo clients', () => {
  it('all pass the clients check', () => {
    expect(problems.map(formatProblem)).toEqual([]);
    expect(clients.length).toBeGreaterThanOrEqual(6);
  });

  it('cover the skins the spec shows, both currencies and a German client', () => {
    const skins = new Set(clients.map((client) => client.manifest.skin));
    for (const skin of [0, 9, 10, 12, 13]) expect(skins, `skin ${skin}`).toContain(skin);
    expect(clients.some((client) => client.manifest.currency === 'eur')).toBe(true);
    expect(clients.some((client) => client.manifest.currency === 'gbp')).toBe(true);
  });

  it('include the insurer with single sign-on, the alternative login, support phones, EAP and the helpline', () => {
    const insurer = byId('harbour')!;
    expect(insurer.manifest.signIn).toMatchObject({ sso: true, alternativeLogin: true });
    expect(insurer.server.alternativeLogin?.clientIdentifier).toBeTruthy();
    expect(insurer.manifest.currency).toBe('eur');
    expect(Object.keys(insurer.manifest.support.phone).sort()).toEqual(['ie', 'international', 'uk']);
    expect(insurer.manifest.eap.active).toBe(true);
    expect(insurer.manifest.helplineTile).not.toBeNull();
  });

  it('include the skin 13 German client with the German legal pages and a chat widget shut down on logout', () => {
    const german = clients.find((client) => client.manifest.skin === 13)!;
    expect(german.manifest).toMatchObject({
      languages: ['de', 'en'],
      defaultLanguage: 'de',
      features: { germanLegalLinks: true },
      chatWidget: { provider: 'local', shutdownOnLogout: true },
    });
    expect(german.manifest.legal.privacySlugDe).toBeTruthy();
    expect(german.manifest.legal.termsSlugDe).toBeTruthy();
  });

  it('include client 5191 without the location selector (seed 001 section 6)', () => {
    const client = clients.find((candidate) => candidate.manifest.clientNumber === 5191)!;
    expect(client.manifest.features.locationSelector).toBe(false);
  });

  it('include a client with a short permitted-route list, and app banners on some', () => {
    expect(Math.min(...clients.map((client) => client.manifest.permittedRoutes.length))).toBeLessThanOrEqual(
      8,
    );
    expect(clients.filter((client) => client.manifest.appBanners.length > 0).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('have brand action colours that white (or onAction) text reads on at 4.5:1', () => {
    const branded = clients.filter((client) => client.manifest.brand.action);
    expect(branded.length).toBeGreaterThanOrEqual(1);
    for (const { id, manifest } of branded) {
      const ratio = contrast(manifest.brand.action!, manifest.brand.onAction ?? '#ffffff');
      expect(ratio, id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reference the JSON Schemas so editors complete them', () => {
    for (const { dir } of clients) {
      expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).$schema).toBe(
        '../../packages/manifest/manifest.schema.json',
      );
      expect(JSON.parse(readFileSync(join(dir, 'server.json'), 'utf8')).$schema).toBe(
        '../../packages/manifest/server.schema.json',
      );
    }
  });

  it('have self-contained logos with a title: no external fonts, images or links', () => {
    for (const { id, dir, manifest } of clients) {
      for (const file of [manifest.logos.light, manifest.logos.dark]) {
        const svg = readFileSync(join(dir, file), 'utf8');
        expect(svg, `${id}/${file}`).toMatch(/<title>[^<]{2,}<\/title>/);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), `${id}/${file}`).not.toMatch(
          /https?:|@import|@font-face|<image|<script|href=/,
        );
      }
    }
  });

  it('have distinct access codes, each documented for staff in docs/onboarding.md', () => {
    const codes = clients.flatMap((client) => client.server.accessCodes);
    expect(new Set(codes).size).toBe(codes.length);
    const doc = resolve(PACKAGE_DIR, '../../docs/onboarding.md');
    expect(existsSync(doc)).toBe(true);
    const text = readFileSync(doc, 'utf8');
    for (const code of codes) expect(text, code).toContain(code);
  });
});
