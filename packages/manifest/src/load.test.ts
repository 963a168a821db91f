import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findClientByHost, formatProblem, loadClients, publicManifest } from './load';
import { validManifest, validServer, writeClient, freshClientsDirs } from './test-clients';

const fresh = freshClientsDirs();

const lines = (root: string) => loadClients(root).problems.map(formatProblem);

describe('loadClients', () => {
  it('loads valid clients with their manifest and server settings, sorted by folder', () => {
    const root = fresh();
    writeClient(root, 'beta', 2);
    writeClient(root, 'alpha', 1);
    writeFileSync(join(root, 'README.md'), 'not a client');
    const { clients, problems } = loadClients(root);
    expect(problems).toEqual([]);
    expect(clients.map((client) => client.id)).toEqual(['alpha', 'beta']);
    expect(clients[0]).toMatchObject({ dir: join(root, 'alpha'), manifest: { clientNumber: 1, skin: 0 } });
    expect(clients[0]!.server.accessCodes).toEqual(['ALPHA-CODE']);
  });

  it('reports a field of the wrong type with its dotted path, one line per issue', () => {
    const root = fresh();
    const manifest = {
      ...validManifest('acme', 1),
      skin: '9',
      logos: { light: 'logo-light.svg', dark: 5, alt: 'A' },
    };
    writeClient(root, 'acme', 1, { manifest });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: skin: must be a number',
      'clients/acme/manifest.json: logos.dark: must be a file name',
      'clients/acme/manifest.json: logos.alt: must be at least 2 characters',
    ]);
  });

  it('reports a missing required field and an unknown field', () => {
    const root = fresh();
    const { legal: _legal, ...manifest } = { ...validManifest('acme', 1), colour: 'red' };
    writeClient(root, 'acme', 1, { manifest });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: legal: is required',
      'clients/acme/manifest.json: colour: is not a known field (check the spelling; see manifest.schema.json)',
    ]);
  });

  it('names an unknown route name at its index in permittedRoutes', () => {
    const root = fresh();
    const manifest = {
      ...validManifest('acme', 1),
      permittedRoutes: ['home', 'settings', 'privacy', 'blodTest'],
    };
    writeClient(root, 'acme', 1, { manifest });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: permittedRoutes.3: "blodTest" is not a known route name (did you mean "randoxKit", the /blood-test page?); see packages/manifest/src/routes.ts',
    ]);
  });

  it('reports a file that is not JSON, or missing, without a stack trace', () => {
    const root = fresh();
    writeClient(root, 'acme', 1, { manifest: '{ "id": "acme", }' });
    writeClient(root, 'bravo', 2);
    rmSync(join(root, 'bravo', 'server.json'));
    const found = lines(root);
    expect(found[0]).toMatch(
      /^clients\/acme\/manifest\.json: \(file\): is not valid JSON at line \d+, column \d+: /,
    );
    expect(found[1]).toBe('clients/bravo/server.json: (file): is missing');
    expect(found.join('\n')).not.toMatch(/\n\s+at /);
  });

  it('requires the id to equal the folder name', () => {
    const root = fresh();
    writeClient(root, 'acme', 1, { manifest: { ...validManifest('acme', 1), id: 'acme-corp' } });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: id: "acme-corp" must equal the folder name "acme"',
    ]);
  });

  it('requires the logo files to exist in the client folder', () => {
    const root = fresh();
    writeClient(root, 'acme', 1, { logos: ['logo-light.svg'] });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: logos.dark: file "logo-dark.svg" is not in clients/acme/',
    ]);
  });

  it('reports a missing logo even when other fields fail the schema', () => {
    const root = fresh();
    writeClient(root, 'acme', 1, { manifest: { ...validManifest('acme', 1), skin: 99 }, logos: [] });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: skin: must be 0 to 32',
      'clients/acme/manifest.json: logos.light: file "logo-light.svg" is not in clients/acme/',
      'clients/acme/manifest.json: logos.dark: file "logo-dark.svg" is not in clients/acme/',
    ]);
  });

  it('refuses a subdomain used by another client, naming the owner', () => {
    const root = fresh();
    writeClient(root, 'alpha', 1);
    writeClient(root, 'beta', 2, {
      manifest: { ...validManifest('beta', 2), subdomains: ['beta', 'alpha'] },
    });
    expect(lines(root)).toEqual([
      'clients/beta/manifest.json: subdomains.1: "alpha" is already used by clients/alpha/manifest.json',
    ]);
  });

  it('refuses a clientNumber used by another client', () => {
    const root = fresh();
    writeClient(root, 'alpha', 5191);
    writeClient(root, 'beta', 5191);
    expect(lines(root)).toEqual([
      'clients/beta/manifest.json: clientNumber: 5191 is already used by clients/alpha/manifest.json',
    ]);
  });

  it('requires the home page to be a permitted route without a path parameter', () => {
    const root = fresh();
    writeClient(root, 'alpha', 1, { manifest: { ...validManifest('alpha', 1), homePage: 'events' } });
    writeClient(root, 'beta', 2, {
      manifest: {
        ...validManifest('beta', 2),
        permittedRoutes: ['home', 'viewEvent'],
        homePage: 'viewEvent',
      },
    });
    expect(lines(root)).toEqual([
      'clients/alpha/manifest.json: homePage: "events" is not in permittedRoutes',
      'clients/beta/manifest.json: homePage: "viewEvent" cannot be a landing page: its path /events/view-event/:id needs a parameter',
    ]);
  });

  it('requires the default language to be one of the languages', () => {
    const root = fresh();
    writeClient(root, 'acme', 1, {
      manifest: { ...validManifest('acme', 1), languages: ['en'], defaultLanguage: 'de' },
    });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: defaultLanguage: "de" is not in languages (en)',
    ]);
  });

  it('requires German legal slugs with the German legal links, and an id for a twilio chat', () => {
    const root = fresh();
    writeClient(root, 'acme', 1, {
      manifest: {
        ...validManifest('acme', 1),
        features: { germanLegalLinks: true },
        legal: { privacySlug: 'p', termsSlug: 't', termsSlugDe: 'nutzung' },
        chatWidget: { provider: 'twilio', shutdownOnLogout: false },
      },
    });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: legal.privacySlugDe: is required when features.germanLegalLinks is true',
      'clients/acme/manifest.json: chatWidget.id: is required for provider "twilio"',
    ]);
  });

  it('reports repeated entries and reserved subdomains', () => {
    const root = fresh();
    writeClient(root, 'acme', 1, {
      manifest: {
        ...validManifest('acme', 1),
        subdomains: ['acme', 'www'],
        permittedRoutes: ['home', 'home'],
      },
    });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: subdomains.1: "www" is reserved and cannot select a client',
      'clients/acme/manifest.json: permittedRoutes.1: "home" is listed twice',
    ]);
  });

  it('validates server.json and keeps the alternative login consistent with the manifest', () => {
    const root = fresh();
    const signIn = { sso: true, google: false, microsoft: false, twoFactor: false, alternativeLogin: true };
    writeClient(root, 'alpha', 1, { manifest: { ...validManifest('alpha', 1), signIn } });
    writeClient(root, 'beta', 2, {
      server: { ...validServer('beta'), alternativeLogin: { clientIdentifier: 'BETA-PARTNER' }, oidc: {} },
    });
    writeClient(root, 'gamma', 3, {
      server: { ...validServer('gamma'), alternativeLogin: { clientIdentifier: 'GAMMA-PARTNER' } },
    });
    expect(lines(root)).toEqual([
      'clients/alpha/manifest.json: signIn.alternativeLogin: is true but server.json has no alternativeLogin.clientIdentifier',
      'clients/beta/server.json: oidc.clientSecret: is required',
      'clients/gamma/server.json: alternativeLogin: is set but signIn.alternativeLogin is false in manifest.json (use null)',
    ]);
  });

  it('rejects an access code a member could not type', () => {
    const root = fresh();
    writeClient(root, 'beta', 2, { server: { ...validServer('beta'), accessCodes: ['BETA-1', 'BE TA'] } });
    expect(lines(root)).toEqual([
      'clients/beta/server.json: accessCodes.1: must be 4 to 64 letters, digits and hyphens',
    ]);
  });

  it('refuses an access code used by another client, whatever its case', () => {
    const root = fresh();
    writeClient(root, 'alpha', 1, { server: { ...validServer('alpha'), accessCodes: ['SHARED-2026'] } });
    writeClient(root, 'beta', 2, {
      server: { ...validServer('beta'), accessCodes: ['BETA-2026', 'shared-2026'] },
    });
    expect(lines(root)).toEqual([
      'clients/beta/server.json: accessCodes.1: "shared-2026" is already used by clients/alpha/server.json',
    ]);
  });

  it('reports a clients folder that does not exist', () => {
    expect(lines('/nonexistent/clients-folder')).toEqual([
      '/nonexistent/clients-folder: (folder): does not exist',
    ]);
  });
});

describe('publicManifest', () => {
  it('is the manifest without the editor-only $schema, and has none of the server secrets', () => {
    const root = fresh();
    writeClient(root, 'acme', 1);
    const [client] = loadClients(root).clients;
    const sent = publicManifest(client!.manifest);
    expect(sent).not.toHaveProperty('$schema');
    expect(sent.id).toBe('acme');
    const text = JSON.stringify(sent);
    for (const secret of [...client!.server.accessCodes, client!.server.oidc.clientSecret])
      expect(text).not.toContain(secret);
  });
});

describe('findClientByHost', () => {
  const clients = [
    { manifest: { subdomains: ['harbour', 'harbour-mutual'] }, id: 'harbour' },
    { manifest: { subdomains: ['kontor'] }, id: 'kontor' },
  ];

  it('picks the client by the first label of the host, port stripped', () => {
    expect(findClientByHost(clients, 'harbour.localhost:3000')?.id).toBe('harbour');
    expect(findClientByHost(clients, 'harbour-mutual.example.com')?.id).toBe('harbour');
    expect(findClientByHost(clients, 'KONTOR.localhost')?.id).toBe('kontor');
    expect(findClientByHost(clients, 'kontor.example.com.')?.id).toBe('kontor');
  });

  it('returns undefined for unknown subdomains, bare hosts and addresses', () => {
    for (const host of [
      'nobody.localhost:3000',
      'localhost:3000',
      'localhost',
      '127.0.0.1:3000',
      '[::1]:3000',
      '',
      undefined,
    ]) {
      expect(findClientByHost(clients, host), String(host)).toBeUndefined();
    }
  });
});
