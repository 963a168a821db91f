import { expect, it } from 'vitest';
import { withHarness } from './harness';

withHarness('smoke', (h) => {
  it('signs in and calls logout', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    expect(cookie).toMatch(/^portal_session=/);
    const reply = await h().request('harbour', '/application/api/u/user/logout', {}, { cookie });
    expect(reply.status).toBe(200);
  });
});
