import { expect, it } from 'vitest';
import { getSession, logout, ssoPreCheck } from '@portal/contract/calls/auth';
import { withHarness, type Reply } from './harness';

const HINT_COOKIE = 'portal_idp_hint';

const setCookies = (reply: Reply): string[] => {
  const lines = reply.headers['set-cookie'];
  return Array.isArray(lines) ? lines : lines ? [lines] : [];
};

withHarness('session continuity: the member restored from the session cookie, the provider hint kept for logout', (h) => {
  const clientId = () => h().clients[0]!.id;

  it('answers the member of the session cookie with the login time of the session', async () => {
    const id = clientId();
    const before = Date.now();
    const cookie = await h().signIn(id, `member@${id}.example`);
    const reply = await h().request(id, getSession.path, {}, { cookie });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ email: `member@${id}.example`, user_client_id: id, home_page: expect.any(String) });
    expect(reply.body.user.login_time).toBeGreaterThanOrEqual(before - 1000);
    expect(reply.body.user.login_time).toBeLessThanOrEqual(Date.now());
    expect(reply.text).not.toContain('token');
  });

  it('answers 3994 without a session, with an unknown one, and after logout', async () => {
    const id = clientId();
    const none = await h().request(id, getSession.path, {});
    expect(none.status).toBe(401);
    expect(none.body.err).toContain('3994');
    const unknown = await h().request(id, getSession.path, {}, { cookie: 'portal_session=not-a-session' });
    expect(unknown.status).toBe(401);
    const cookie = await h().signIn(id, `member@${id}.example`);
    expect((await h().request(id, logout.path, {}, { cookie })).status).toBe(200);
    const after = await h().request(id, getSession.path, {}, { cookie });
    expect(after.status).toBe(401);
    expect(after.body.err).toContain('3994');
  });

  it("refuses another client's session", async () => {
    const [first, second] = h().clients;
    const cookie = await h().signIn(first!.id, `member@${first!.id}.example`);
    const reply = await h().request(second!.id, getSession.path, {}, { cookie });
    expect(reply.status).toBe(401);
  });

  it('keeps the ID token of a provider sign-in in an HttpOnly cookie sent only to logout, and hands it back once at logout', async () => {
    const id = clientId();
    const token = await h().idToken(id, { sub: `${id}-member`, email: `member@${id}.example` });
    const signedIn = await h().request(id, ssoPreCheck.path, { email: `member@${id}.example`, sso_id: `${id}-member`, token });
    expect(signedIn.status).toBe(200);
    const hintLine = setCookies(signedIn).find((line) => line.startsWith(`${HINT_COOKIE}=`));
    expect(hintLine).toBeDefined();
    expect(hintLine).toContain(`Path=${logout.path}`);
    expect(hintLine).toMatch(/HttpOnly/);
    expect(hintLine).toMatch(/SameSite=Lax/);
    expect(signedIn.text).not.toContain(token);

    const cookie = `${signedIn.cookie}; ${HINT_COOKIE}=${token}`;
    const out = await h().request(id, logout.path, {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, id_token_hint: token });
    const cleared = setCookies(out).find((line) => line.startsWith(`${HINT_COOKIE}=`));
    expect(cleared).toMatch(/Max-Age=0/);
  });

  it('a logout without a kept hint (alternative login, an older browser) answers without one', async () => {
    const id = clientId();
    const cookie = await h().signIn(id, `member@${id}.example`);
    const out = await h().request(id, logout.path, {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
  });
});
