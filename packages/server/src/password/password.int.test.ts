import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, PASSWORD_SPECIAL_MESSAGE } from '@portal/contract/rules';
import { checkPassword as checkPasswordCall, resetPassword as resetPasswordCall } from '@portal/contract/calls/settings';
import { withHarness } from '../../test/harness';
import { DEMO_PASSWORD } from '../identity/demo-identities';
import { users } from '../identity/schema';
import { memberId } from '../../test/members';
import { identityCredentials } from './schema';
import {
  AUTH_KEY_INVALID_MESSAGE,
  AUTH_KEY_TTL_MS,
  checkPassword,
  resetPassword,
  CREDENTIALS_MISMATCH_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  EMAIL_NOT_OWN_MESSAGE,
  verifyIdentityPassword,
} from './service';

const NEW_PASSWORD = 'Calm-Harbour-2025!';

withHarness('password calls and the provider account pages', (h) => {
  it('seeds every demo identity with a scrypt hash of the demo password', async () => {
    expect(await verifyIdentityPassword(h().db, 'member@lumen.example', DEMO_PASSWORD)).toMatchObject({ subject: 'lumen-member', clientId: 'lumen' });
    expect(await verifyIdentityPassword(h().db, 'member@lumen.example', 'wrong')).toBeNull();
    const [row] = await h().db.select().from(identityCredentials).where(eq(identityCredentials.subject, 'lumen-member'));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(DEMO_PASSWORD);
  });

  it('checks the current password and grants a single-use auth_key that resets it', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const wrong = await h().call(checkPasswordCall, { password: 'not-my-password' }, member);
    expect(wrong).toMatchObject({ valid: false });
    expect(wrong.auth_key).toBeUndefined();

    const right = await h().call(checkPasswordCall, { password: DEMO_PASSWORD }, member);
    expect(right).toMatchObject({ valid: true });
    const authKey = right.auth_key!;
    expect(authKey.length).toBeGreaterThan(20);

    const body = { email: 'member@harbour.example', auth_key: authKey, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD };
    const otherEmail = await h().refused(resetPasswordCall, { ...body, email: 'admin@harbour.example' }, member);
    expect(otherEmail.status).toBe(403);
    expect(otherEmail.body).toMatchObject({ success: false, err: EMAIL_NOT_OWN_MESSAGE });

    const weak = await h().refused(resetPasswordCall, { ...body, password: 'Calmharbour2025', password_repeat: 'Calmharbour2025' }, member);
    expect(weak.body).toMatchObject({ success: false, err: PASSWORD_SPECIAL_MESSAGE });
    const mismatch = await h().refused(resetPasswordCall, { ...body, password_repeat: `${NEW_PASSWORD}x` }, member);
    expect(mismatch.body).toMatchObject({ success: false, err: PASSWORDS_DO_NOT_MATCH_MESSAGE });
    const forged = await h().refused(resetPasswordCall, { ...body, auth_key: 'forged-key-forged-key-forged' }, member);
    expect(forged.status).toBe(403);
    expect(forged.body.err).toBe(AUTH_KEY_INVALID_MESSAGE);

    expect(await h().call(resetPasswordCall, body, member)).toMatchObject({ password_changed: true });
    expect((await h().refused(resetPasswordCall, body, member)).status).toBe(403);

    expect((await h().call(checkPasswordCall, { password: DEMO_PASSWORD }, member)).valid).toBe(false);
    expect((await h().call(checkPasswordCall, { password: NEW_PASSWORD }, member)).valid).toBe(true);
    expect(await verifyIdentityPassword(h().db, 'member@harbour.example', NEW_PASSWORD)).not.toBeNull();
    expect(await verifyIdentityPassword(h().db, 'member@harbour.example', DEMO_PASSWORD)).toBeNull();
  });

  it('expires an auth_key after ten minutes and refuses another member’s key', async () => {
    const admin = await h().session('lumen', 'admin@lumen.example');
    const other = await h().session('lumen', 'member@lumen.example');
    const key = (await h().call(checkPasswordCall, { password: DEMO_PASSWORD }, other)).auth_key!;
    const body = { email: 'admin@lumen.example', auth_key: key, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD };
    expect((await h().refused(resetPasswordCall, body, admin)).status).toBe(403);

    const granted = (await h().call(checkPasswordCall, { password: DEMO_PASSWORD }, admin)).auth_key!;
    h().clock.advance(AUTH_KEY_TTL_MS + 1000);
    try {
      const late = await h().refused(resetPasswordCall, { ...body, auth_key: granted }, admin);
      expect(late.status).toBe(403);
      expect(late.body.err).toBe(AUTH_KEY_INVALID_MESSAGE);
    } finally {
      h().clock.reset();
    }
    const member = { userId: await memberId(h().db, 'lumen', 'admin@lumen.example'), clientId: 'lumen', sessionId: 'test', role: 'cl' as const };
    const fresh = await checkPassword(h().db, member, DEMO_PASSWORD, h().clock.now());
    const later = new Date(h().clock.now().getTime() + AUTH_KEY_TTL_MS + 1000);
    await expect(resetPassword(h().db, member, { ...body, auth_key: fresh.auth_key! }, later)).rejects.toThrow(AUTH_KEY_INVALID_MESSAGE);
  });

  it('needs a session', async () => {
    expect((await h().refused(checkPasswordCall, { password: DEMO_PASSWORD }, { client: 'harbour' })).status).toBe(401);
  });

  it('changes the email at the provider, keeps users.email in step and returns to /account-settings', async () => {
    const origin = `http://${h().host('larkspur')}`;
    const query = `client_id=larkspur&login_hint=member%40larkspur.example&return_to=${encodeURIComponent(origin)}`;
    const page = await h().get('larkspur', `/oidc/account/change-username?${query}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Change your email address');
    expect(page.text).toContain('data-skin="10"');

    const foreign = await h().get('larkspur', `/oidc/account/change-username?client_id=larkspur&return_to=${encodeURIComponent('http://evil.example')}`);
    expect(foreign.status).toBe(400);

    const form = { client_id: 'larkspur', return_to: origin, email: 'member@larkspur.example', new_email: 'alex@larkspur.example' };
    const wrong = await h().request('larkspur', `/oidc/account/change-username?${query}`, { ...form, password: 'nope' }, { form: true });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(CREDENTIALS_MISMATCH_MESSAGE);
    const taken = await h().request('larkspur', `/oidc/account/change-username?${query}`, { ...form, new_email: 'admin@larkspur.example', password: DEMO_PASSWORD }, { form: true });
    expect(taken.text).toContain(EMAIL_IN_USE_MESSAGE);

    const done = await h().request('larkspur', `/oidc/account/change-username?${query}`, { ...form, password: DEMO_PASSWORD }, { form: true });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${origin}/account-settings?state=changedEmail&emailSuccess=true`);
    const id = await memberId(h().db, 'larkspur', 'alex@larkspur.example');
    const [row] = await h().db.select().from(users).where(eq(users.id, id));
    expect(row!.ssoSubject).toBe('larkspur-member');
    expect(await verifyIdentityPassword(h().db, 'alex@larkspur.example', DEMO_PASSWORD)).toMatchObject({ subject: 'larkspur-member' });
    expect(await verifyIdentityPassword(h().db, 'member@larkspur.example', DEMO_PASSWORD)).toBeNull();
  });

  it('changes the password at the provider with the same rules', async () => {
    const origin = `http://${h().host('fernway')}`;
    const path = `/oidc/account/change-password?client_id=fernway&return_to=${encodeURIComponent(origin)}`;
    const form = { client_id: 'fernway', return_to: origin, email: 'member@fernway.example', password: DEMO_PASSWORD };
    const weak = await h().request('fernway', path, { ...form, new_password: 'short', new_password_repeat: 'short' }, { form: true });
    expect(weak.status).toBe(400);
    const done = await h().request('fernway', path, { ...form, new_password: NEW_PASSWORD, new_password_repeat: NEW_PASSWORD }, { form: true });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${origin}/account-settings?state=changedPassword&passwordSuccess=true`);
    expect(await verifyIdentityPassword(h().db, 'member@fernway.example', NEW_PASSWORD)).not.toBeNull();
  });
});
