import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { sanitiseSvg } from './sanitise';

describe('sanitiseSvg', () => {
  it('keeps the picture: geometry, viewBox, sizes, colours, fonts and the title', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="56" viewBox="0 0 220 56"><title>Acme</title>' +
      '<path d="M14 50C18 38 24 22 34 10" stroke="#2f7d4f" stroke-width="2.5"/><circle cx="5" cy="5" r="4" fill="url(#g)"/>' +
      '<text x="50" y="32" font-family="system-ui, \'Segoe UI\', sans-serif" font-size="27" transform="rotate(-35 17 42)">acme</text></svg>';
    const clean = (await sanitiseSvg(svg))!;
    for (const kept of [
      'viewBox="0 0 220 56"',
      'width="220"',
      'd="M14 50C18 38 24 22 34 10"',
      'cx="5"',
      'fill="url(#g)"',
      'font-size="27"',
      'transform="rotate(-35 17 42)"',
      '<title>Acme</title>',
      'font-family="system-ui',
    ]) {
      expect(clean).toContain(kept);
    }
  }, 30_000);

  it('removes script, handlers and external references', async () => {
    const clean = (await sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>x</title><script>alert(1)</script>' +
        '<rect width="1" height="1" onload="alert(1)" fill="url(https://evil.example/p)"/><image href="https://evil.example/x.png"/>' +
        '<rect width="1" height="1" style="x" filter="//cdn.example/f.svg#a"/></svg>',
    ))!;
    expect(clean).not.toMatch(/script|onload|evil\.example|cdn\.example|<image/);
    expect(clean).toContain('<rect width="1" height="1"');
  }, 30_000);

  it('keeps a <use> of a fragment and a plain style sheet, drops external ones', async () => {
    const clean = (await sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><title>x</title><style>.a { fill: #123456 }</style>' +
        '<defs><rect id="r" class="a" width="1" height="1"/></defs><use href="#r"/><use href="other.svg#r"/>' +
        '<style>@import url(https://fonts.example/x.css);</style></svg>',
    ))!;
    expect(clean).toContain('<style>.a { fill: #123456 }</style>');
    expect(clean).toContain('<use href="#r">');
    expect(clean).not.toMatch(/other\.svg|@import|fonts\.example/);
  }, 30_000);

  it("leaves every demo client's logo as it looks", async () => {
    const clients = path.join(REPO_ROOT, 'clients');
    for (const id of readdirSync(clients)) {
      for (const file of readdirSync(path.join(clients, id)).filter((name) => name.endsWith('.svg'))) {
        const raw = readFileSync(path.join(clients, id, file), 'utf8');
        const clean = (await sanitiseSvg(raw))!;
        const attributes = (text: string) => [...text.matchAll(/\s([a-zA-Z:-]+)="/g)].length;
        // only role="img" may go (DOMPurify's SVG profile has no ARIA); every drawing attribute stays
        expect(attributes(clean), `${id}/${file}`).toBe(
          attributes(raw) - (raw.match(/\srole="/g)?.length ?? 0),
        );
      }
    }
  }, 30_000);
});
