import { expect, it } from 'vitest';
import { freePort } from '../../test/pg-cluster';
import { withHarness } from '../../test/harness';
import { warmUp } from './warm-up';

withHarness('the warm-up at start', (h) => {
  it("asks for each client's sign-in page through the listening socket, as a member's browser would", async () => {
    const clients = h().clients.slice(0, 3);
    const hosts = clients.map((client) => `${client.manifest.subdomains[0]}.localhost:${h().port}`);
    const statuses = await warmUp({ port: h().port, address: '0.0.0.0' }, hosts);
    // what a member gets for the same page (200 with the app built, 503 before the first build)
    const expected = await Promise.all(clients.map(async (client) => (await h().get(client.id, '/login')).status));
    expect(statuses).toEqual(expected);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  });

  it('gives 0 for a page it could not get, and never throws', async () => {
    const closed = await freePort();
    expect(await warmUp({ port: closed, address: '127.0.0.1' }, ['harbour.localhost', 'kontor.localhost'])).toEqual([0, 0]);
  });
});
