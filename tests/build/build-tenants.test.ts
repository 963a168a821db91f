/** build:tenants ships each client's SVG logos through DOMPurify (issue 29 item 5). `npm run test:build`. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadClients } from '@portal/manifest/load';
import { svgLogoProblems } from '@portal/manifest/logo';
import { buildTenantBundles, sanitisedLogos } from '../../scripts/build-tenants';

const root = mkdtempSync(join(tmpdir(), 'portal-tenant-logos-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// what an editor leaves in an export: its own attributes, a link around the mark; clients:check lets it through
const EXPORTED =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 40 40">' +
  '<title>Acme</title><a href="#mark"><rect id="mark" inkscape:label="Layer 1" width="40" height="40" fill="#0b5394"/></a></svg>';

describe('build:tenants', () => {
  it('writes each SVG logo sanitised: the picture stays, editor leftovers and links go', async () => {
    expect(svgLogoProblems(EXPORTED)).toEqual([]);
    const clients = join(root, 'clients');
    const dir = join(clients, 'acme');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'logo-light.svg'), EXPORTED);
    writeFileSync(join(dir, 'logo-dark.svg'), EXPORTED);
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({
        id: 'acme',
        clientNumber: 9001,
        name: 'Acme',
        subdomains: ['acme'],
        logos: { light: 'logo-light.svg', dark: 'logo-dark.svg', alt: 'Acme' },
        permittedRoutes: ['home', 'settings', 'privacy', 'TCs'],
        legal: { privacySlug: 'acme-privacy', termsSlug: 'acme-terms' },
        support: { phone: {}, email: 'help@acme.example.com' },
      }),
    );
    writeFileSync(
      join(dir, 'server.json'),
      JSON.stringify({
        accessCodes: ['ACME-CODE'],
        oidc: { clientSecret: 'secret-for-acme-0123456789' },
        alternativeLogin: null,
      }),
    );
    // the legal texts every offered language needs (clients:check refuses a client without them)
    mkdirSync(join(dir, 'legal'), { recursive: true });
    writeFileSync(join(dir, 'legal/terms.en.md'), '# Terms and conditions\n\nAcme\'s terms.\n');
    writeFileSync(join(dir, 'legal/privacy.en.md'), '# Privacy policy\n\nAcme\'s privacy policy.\n');
    const loaded = loadClients(clients);
    expect(loaded.problems).toEqual([]);

    const appDist = join(root, 'app-dist');
    mkdirSync(appDist);
    writeFileSync(join(appDist, 'index.html'), '<!doctype html><html><head><!--portal:head--></head><body></body></html>');
    const themeDir = join(root, 'theme');
    mkdirSync(join(themeDir, 'skins'), { recursive: true });
    writeFileSync(
      join(themeDir, 'skins', '0.css'),
      ':root, [data-skin="0"] {\n  --color-text-default: #000000;\n}\n',
    );

    const outDir = join(root, 'tenants');
    buildTenantBundles({
      clients: loaded.clients,
      appDist,
      outDir,
      themeDir,
      logos: await sanitisedLogos(loaded.clients),
    });
    const shipped = readFileSync(join(outDir, 'acme', 'client-assets', 'acme', 'logo-light.svg'), 'utf8');
    expect(shipped).toContain('<title>Acme</title>');
    expect(shipped).toContain('viewBox="0 0 40 40"');
    expect(shipped).toMatch(/<rect id="mark" width="40" height="40" fill="#0b5394"/);
    expect(shipped).not.toMatch(/inkscape:label|<a\b/);
  }, 60_000);
});
