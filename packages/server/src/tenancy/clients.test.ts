import { describe, expect, it } from 'vitest';
import { clientResolver, resolveClient, type Client } from './clients';

const client = (id: string, subdomains: string[]) => ({ id, manifest: { id, subdomains } }) as unknown as Client;
const clients = [client('harbour', ['harbour', 'harbour-mutual']), client('lumen', ['lumen'])];
const options = { baseDomain: 'localhost', defaultClient: null };

describe('resolveClient', () => {
  it('picks the client by the first label of the Host', () => {
    for (const host of ['harbour.localhost:3000', 'harbour-mutual.example.com', 'HARBOUR.localhost']) {
      expect(resolveClient(clients, host, options)).toMatchObject({ kind: 'client', client: { id: 'harbour' } });
    }
  });
  it('falls back to DEFAULT_CLIENT or the first client on a bare host', () => {
    expect(resolveClient(clients, 'localhost:3000', options)).toMatchObject({ client: { id: 'harbour' } });
    expect(resolveClient(clients, '127.0.0.1:3000', { ...options, defaultClient: 'lumen' })).toMatchObject({ client: { id: 'lumen' } });
  });
  it('answers unknown for an unknown sub-domain', () => {
    expect(resolveClient(clients, 'nobody.localhost:3000', options).kind).toBe('unknown');
  });
});

describe('clientResolver', () => {
  it('answers as resolveClient does, for every kind of host, also when asked again', () => {
    const resolve = clientResolver(clients, options);
    for (const host of ['harbour.localhost:3000', 'lumen.localhost', 'localhost:3000', 'nobody.localhost:3000', '', undefined, 'harbour.localhost:3000', 'nobody.localhost:3000']) {
      expect(resolve(host), String(host)).toEqual(resolveClient(clients, host, options));
    }
  });
  it('keeps at most `max` hosts, and still answers right after forgetting them', () => {
    const resolve = clientResolver(clients, options, 2);
    for (let port = 1; port <= 5; port += 1) expect(resolve(`lumen.localhost:${port}`)).toMatchObject({ client: { id: 'lumen' } });
    expect(resolve('harbour.localhost:1')).toMatchObject({ client: { id: 'harbour' } });
    expect(resolve('nobody.localhost:1').kind).toBe('unknown');
  });
});
