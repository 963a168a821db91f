import { describe, expect, it } from 'vitest';
import type { Client } from '../tenancy/clients';
import { providerPageHtml } from './provider-page';

const client = { id: 'harbour', manifest: { name: 'Harbour Mutual', skin: 0 } } as unknown as Client;
const logo = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';

describe('provider pages', () => {
  it("name the client's logo as the tab icon, so the browser never asks /favicon.ico of the provider (issue 31)", () => {
    const page = providerPageHtml({ client, css: '', logo, title: 'Sign in', body: '<p>Hi</p>', nonce: 'n' });
    expect(page).toContain(`<link rel="icon" href="${logo}">`);
  });

  it('name an empty icon without a client or its logo', () => {
    for (const options of [{ client: undefined, logo }, { client, logo: null }]) {
      expect(providerPageHtml({ ...options, css: '', title: 'Sign in', body: '', nonce: 'n' })).toContain('<link rel="icon" href="data:,">');
    }
  });
});
