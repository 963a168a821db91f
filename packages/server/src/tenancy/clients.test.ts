import { describe, expect, it } from 'vitest';
import { resolveClient, type Client } from './clients';

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
