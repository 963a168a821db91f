/** The checks implementation staff rely on (issue 29 item 5): suggestions, JSON positions, clashes, logo content. */
import { execFileSync } from 'node:child_process';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, jsonErrorMessage, lineAndColumn, loadClients } from './load';
import { LOGO_MAX_BYTES, svgLogoProblems } from './logo';
import { VALID_LOGO, validManifest, validServer, writeClient, freshClientsDirs } from './test-clients';

const fresh = freshClientsDirs();
const lines = (root: string) => loadClients(root).problems.map(formatProblem);

/** Sets a client folder's manifest.json and server.json to one modification time (seconds since 1970). */
function touch(root: string, folder: string, seconds: number) {
  for (const file of ['manifest.json', 'server.json']) utimesSync(join(root, folder, file), seconds, seconds);
}

describe('suggestions', () => {
  it('suggests the known field an unknown field was meant to be, at any depth', () => {
    const root = fresh();
    const { permittedRoutes, brand: _brand, ...rest } = validManifest('acme', 1);
    writeClient(root, 'acme', 1, {
      manifest: { ...rest, permitedRoutes: permittedRoutes, brand: { acion: '#0b5394' } },
    });
    expect(lines(root)).toEqual(
      expect.arrayContaining([
        'clients/acme/manifest.json: permitedRoutes: is not a known field (did you mean "permittedRoutes"?)',
        'clients/acme/manifest.json: brand.acion: is not a known field (did you mean "action"?)',
      ]),
    );
  });

  it('names every unknown field of an object, in server.json too', () => {
    const root = fresh();
    const { accessCodes, ...server } = validServer('acme');
    writeClient(root, 'acme', 1, { server: { ...server, accesCodes: accessCodes, zzz: 1, sos: null } });
    expect(lines(root)).toEqual([
      'clients/acme/server.json: accessCodes: is required',
      'clients/acme/server.json: accesCodes: is not a known field (did you mean "accessCodes"?)',
      'clients/acme/server.json: zzz: is not a known field (check the spelling; see server.schema.json)',
      'clients/acme/server.json: sos: is not a known field (did you mean "sso"?)',
    ]);
  });

  it('keeps the plain advice when no known field is close', () => {
    const root = fresh();
    writeClient(root, 'acme', 1, { manifest: { ...validManifest('acme', 1), zzz: 1 } });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: zzz: is not a known field (check the spelling; see manifest.schema.json)',
    ]);
  });

  it('leads bloodTst to the blood-test page, whose route name is randoxKit', () => {
    const root = fresh();
    writeClient(root, 'acme', 1, {
      manifest: {
        ...validManifest('acme', 1),
        permittedRoutes: ['home', 'settings', 'bloodTst', 'healtScore'],
      },
    });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: permittedRoutes.2: "bloodTst" is not a known route name (did you mean "randoxKit", the /blood-test page?); see packages/manifest/src/routes.ts',
      'clients/acme/manifest.json: permittedRoutes.3: "healtScore" is not a known route name (did you mean "healthScore"?); see packages/manifest/src/routes.ts',
    ]);
  });
});

describe('invalid JSON', () => {
  it('names the line and column of the mistake', () => {
    const root = fresh();
    writeClient(root, 'acme', 1, { manifest: '{\n  "id": "acme",\n  "skin": 9,\n}\n' });
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: (file): is not valid JSON at line 4, column 1: Expected double-quoted property name',
    ]);
  });

  it('counts lines and columns from 1, and places an early end at the end', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(jsonErrorMessage('{\n "a": ', new SyntaxError('Unexpected end of JSON input'))).toBe(
      'is not valid JSON at line 2, column 7: Unexpected end of JSON input',
    );
    expect(jsonErrorMessage('x', new SyntaxError('Unexpected token (line 1 column 1)'))).toBe(
      'is not valid JSON at line 1, column 1: Unexpected token',
    );
  });
});

describe('a value two clients claim is blamed on the new or changed one', () => {
  it('blames the later-modified client, even when its name sorts first', () => {
    const root = fresh();
    writeClient(root, 'lumen', 1, { server: { ...validServer('lumen'), accessCodes: ['SHARED-2026'] } });
    writeClient(root, 'blue-river', 2, {
      manifest: { ...validManifest('blue-river', 2), subdomains: ['blue-river', 'lumen'] },
      server: { ...validServer('blue-river'), accessCodes: ['shared-2026'] },
    });
    touch(root, 'lumen', 1_700_000_000);
    touch(root, 'blue-river', 1_800_000_000);
    expect(lines(root)).toEqual([
      'clients/blue-river/manifest.json: subdomains.1: "lumen" is already used by clients/lumen/manifest.json',
      'clients/blue-river/server.json: accessCodes.0: "shared-2026" is already used by clients/lumen/server.json',
    ]);
  });

  it('blames the client with uncommitted changes before looking at times', () => {
    const root = fresh();
    const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' });
    git('init', '-q');
    writeClient(root, 'zeta', 1);
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'zeta');
    writeClient(root, 'alpha', 1);
    // the committed client was touched last (a checkout), the new one is older on disk: git still decides
    touch(root, 'alpha', 1_700_000_000);
    touch(root, 'zeta', 1_800_000_000);
    expect(lines(root)).toEqual([
      'clients/alpha/manifest.json: clientNumber: 1 is already used by clients/zeta/manifest.json',
    ]);
  });

  it('falls back to the alphabetical order when nothing else tells them apart', () => {
    const root = fresh();
    writeClient(root, 'beta', 7);
    writeClient(root, 'alpha', 7);
    touch(root, 'alpha', 1_700_000_000);
    touch(root, 'beta', 1_700_000_000);
    expect(lines(root)).toEqual([
      'clients/beta/manifest.json: clientNumber: 7 is already used by clients/alpha/manifest.json',
    ]);
  });
});

describe('logo content', () => {
  const svg = (inner: string, attributes = 'viewBox="0 0 10 10"') =>
    `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><title>Acme</title>${inner}</svg>`;

  it("passes the demo clients' kind of logo", () => {
    expect(svgLogoProblems(VALID_LOGO)).toEqual([]);
    expect(
      svgLogoProblems(svg('<text font-family="system-ui, sans-serif">acme</text><use href="#a"/>')),
    ).toEqual([]);
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), 'must not contain <script>'],
    ['an event handler', svg('<rect onload="alert(1)"/>'), 'must not contain event handlers (onload=)'],
    [
      'an external image',
      svg('<image href="https://evil.example/x.png"/>'),
      'must not reference other files (https://evil.example/x.png)',
    ],
    ['a relative file', svg('<use href="parts.svg#a"/>'), 'must not reference other files (parts.svg#a)'],
    [
      'an external xlink',
      svg('<use xlink:href="//cdn.example/s.svg#a"/>'),
      'must not reference other files (//cdn.example/s.svg#a)',
    ],
    [
      'an external url()',
      svg('<rect style="fill: url(http://x.example/p)"/>'),
      'must not reference other files (http://x.example/p)',
    ],
    ['an @import', svg('<style>@import "fonts.css";</style>'), 'must not @import style sheets or fonts'],
    [
      'a web font',
      svg('<style>@font-face { font-family: X; src: local(X) }</style>'),
      'must not embed or load fonts (convert text to paths, or use system fonts)',
    ],
    [
      'no viewBox',
      svg('<rect/>', 'width="10"'),
      'needs a viewBox on its <svg> element, so it scales to the header',
    ],
    [
      'no title',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect/></svg>',
      'needs a <title> naming the client, for screen readers',
    ],
    ['foreign HTML', svg('<foreignObject><div/></foreignObject>'), 'must not contain <foreignObject>'],
  ])('refuses %s', (_what, text, message) => {
    expect(svgLogoProblems(text)).toContain(message);
  });

  it('refuses a logo above the size limit', () => {
    const big = svg(`<path d="${'M0 0L1 1'.repeat(LOGO_MAX_BYTES / 8)}"/>`);
    expect(svgLogoProblems(big)[0]).toMatch(/^is \d+ KB; a logo may be at most 50 KB/);
  });

  it('reports each problem on the logo field, with the file name', () => {
    const root = fresh();
    writeClient(root, 'acme', 1);
    writeFileSync(join(root, 'acme', 'logo-dark.svg'), svg('<script>x</script>'));
    expect(lines(root)).toEqual([
      'clients/acme/manifest.json: logos.dark: logo-dark.svg must not contain <script>',
    ]);
  });
});
