import { describe, expect, it } from 'vitest';
import { injectClientHead } from './inline-html';

const template = '<!doctype html><html lang="en"><head><!--portal:head--></head><body></body></html>';
const manifest = { id: 'harbour', skin: 9, defaultLanguage: 'de', name: '</script><b>' };

describe('injectClientHead', () => {
  it('inlines theme and manifest and sets the html attributes', () => {
    const html = injectClientHead(template, { manifest, css: ':root{--x:1}', nonce: 'abc' });
    expect(html).toContain('<html lang="de" data-skin="9" data-client="harbour">');
    expect(html).toContain('<style id="portal-theme" nonce="abc">:root{--x:1}</style>');
    expect(html).toContain('<meta name="csp-nonce" content="abc">');
    expect(html).not.toContain('</script><b>');
    const json = html.match(/<script id="portal-manifest" type="application\/json">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(json)).toEqual(manifest);
  });
  it('preloads the light logo, so the first paint has it', () => {
    const html = injectClientHead(template, { manifest: { ...manifest, logos: { light: 'logo light.svg' } }, css: '' });
    expect(html).toContain('<link rel="preload" as="image" href="/client-assets/harbour/logo%20light.svg">');
    expect(injectClientHead(template, { manifest, css: '' })).not.toContain('rel="preload"');
  });
  it('refuses a template without the marker', () => {
    expect(() => injectClientHead('<html></html>', { manifest, css: '' })).toThrow(/marker/);
  });
});
