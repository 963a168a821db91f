import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  ACCESS_CODE_NOT_FOUND,
  ACCESS_CODE_REVOKED_MESSAGE,
  EXPIRY_IN_PAST_MESSAGE,
  MEMBER_NOT_FOUND,
  OWN_ACCOUNT_MESSAGE,
  STAFF_NOT_ADMIN_MESSAGE,
  adminCalls,
  createAccessCode,
  deactivateMember,
  getAccessCodes,
  getAdminMembers,
  revokeAccessCode,
  rotateAccessCode,
  setMemberAdmin,
} from '@portal/contract/calls/admin';
import { ACCESS_CODE_NOT_RECOGNISED, ssoPreCheck, ssoRegister } from '@portal/contract/calls/auth';
import { getNav } from '@portal/contract/calls/shell';
import { allCalls } from '@portal/contract/calls';
import { examples } from '@portal/contract/examples';
import type { CallRequestInput } from '@portal/contract/define-call';
import { SESSION_ERROR_MESSAGE } from '@portal/contract/errors';
import { withHarness, type Harness, type Session } from '../../test/harness';
import { memberId } from '../../test/members';
import { auditWritten } from '../audit/service';
import { NO_ACCESS_MESSAGE } from '../calls/guards';
import { users } from '../identity/schema';
import { DEACTIVATED_MESSAGE } from '../identity/service';

const DOB = '1990-05-17';

async function registration(h: Harness, clientId: string, sub: string, accessCode: string): Promise<CallRequestInput<typeof ssoRegister>> {
  const email = `${sub}@people.example`;
  const token = await h.idToken(clientId, { sub, email });
  return { email, sso_id: sub, token, first_name: 'Jo', last_name: `Tester ${sub}`, dob: DOB, access_token: accessCode };
}

/** Registers a fresh member with the access code and returns their session options. */
async function register(h: Harness, clientId: string, sub: string, accessCode: string): Promise<Session & { userId: number }> {
  const reply = await h.exchange(ssoRegister, await registration(h, clientId, sub, accessCode), { client: clientId });
  return { client: clientId, cookie: reply.cookie!, userId: Number(reply.body.user?.user_id) };
}

/** The rows of a raw query; the harness's Db type leaves execute's result untyped on both drivers. */
async function rows<T>(h: Harness, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;
}

function serverCode(h: Harness, clientId: string): string {
  return h.clients.find((client) => client.id === clientId)!.server.accessCodes[0]!;
}

withHarness('employer admin: access and audit', (h) => {
  it('registers every admin call with the router and gives each an example', () => {
    for (const call of adminCalls) {
      expect(allCalls, call.path).toContain(call);
      expect(call.role, call.path).toBe('employer_admin');
      expect(call.path.startsWith('/application/api/u/admin/'), call.path).toBe(true);
      expect(examples[call.path], call.path).toBeDefined();
    }
  });

  it('refuses every admin call to an ordinary member (403, audited, nothing changed) and to a guest (3994)', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const codesBefore = await rows(h(), sql`select count(*)::int as n, count(revoked_at)::int as r from access_codes`);
    for (const call of adminCalls) {
      const example = examples[call.path]!.request;
      const reply = await h().request('harbour', call.path, example, { cookie: member.cookie });
      expect({ path: call.path, status: reply.status, err: reply.body.err }).toEqual({ path: call.path, status: 403, err: NO_ACCESS_MESSAGE });
      const guest = await h().request('harbour', call.path, example);
      expect({ path: call.path, status: guest.status, err: guest.body.err }).toEqual({ path: call.path, status: 401, err: SESSION_ERROR_MESSAGE });
    }
    await auditWritten(h().db);
    const refused = await rows<{ path: string }>(h(), sql`select path from audit_log where event = 'role.forbidden' and client_id = 'harbour'`);
    const paths = new Set(refused.map((row) => row.path));
    for (const call of adminCalls) expect(paths, call.path).toContain(call.path);
    expect(await rows(h(), sql`select count(*)::int as n, count(revoked_at)::int as r from access_codes`)).toEqual(codesBefore);
  });

  it('answers an employer admin and audits each of their changes, without the code in clear', async () => {
    const admin = await h().session('lumen', 'admin@lumen.example');
    const created = await h().call(createAccessCode, { label: 'Audit check' }, admin);
    const rotated = await h().call(rotateAccessCode, { id: created.access_code.id }, admin);
    await h().call(revokeAccessCode, { id: rotated.access_code.id }, admin);
    await auditWritten(h().db);
    const audited = await rows<{ detail: Record<string, unknown>; path: string; user_id: number }>(h(), sql`select detail, path, user_id from audit_log where event = 'admin.action' and client_id = 'lumen' order by id`);
    expect(audited.map((row) => row.detail.action)).toEqual(['access-code.create', 'access-code.rotate', 'access-code.revoke']);
    expect(audited.map((row) => row.path)).toEqual([createAccessCode.path, rotateAccessCode.path, revokeAccessCode.path]);
    const adminId = await memberId(h().db, 'lumen', 'admin@lumen.example');
    expect(new Set(audited.map((row) => row.user_id))).toEqual(new Set([adminId]));
    const text = JSON.stringify(audited);
    expect(text).not.toContain(created.code);
    expect(text).not.toContain(rotated.code);
  });
});

withHarness('employer admin: access codes', (h) => {
  it('creates a code that registers members, counts its sign-ups, and refuses it once revoked', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const created = await h().call(createAccessCode, { label: 'Spring campaign', expires_on: '2099-12-31' }, admin);
    expect(created.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(created.access_code).toMatchObject({ label: 'Spring campaign', expires_on: '2099-12-31', status: 'active', signups: 0, revoked_at: null });

    await register(h(), 'harbour', 'code-one', created.code.toLowerCase());
    await register(h(), 'harbour', 'code-two', created.code);
    const listed = (await h().call(getAccessCodes, {}, admin)).access_codes.find((code) => code.id === created.access_code.id);
    expect(listed?.signups).toBe(2);

    await h().call(revokeAccessCode, { id: created.access_code.id }, admin);
    const refused = await h().refused(ssoRegister, await registration(h(), 'harbour', 'code-three', created.code), { client: 'harbour' });
    expect(refused.status).toBe(422);
    expect(refused.body.err).toBe(ACCESS_CODE_NOT_RECOGNISED);
    const after = (await h().call(getAccessCodes, {}, admin)).access_codes.find((code) => code.id === created.access_code.id);
    expect(after).toMatchObject({ status: 'revoked', signups: 2 });
    expect((await h().refused(revokeAccessCode, { id: created.access_code.id }, admin)).body.err).toBe(ACCESS_CODE_REVOKED_MESSAGE);
  });

  it('rotates a code: the old one is refused, the new one keeps label and expiry and registers', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const created = await h().call(createAccessCode, { label: 'Night shift', expires_on: '2099-01-31' }, admin);
    const rotated = await h().call(rotateAccessCode, { id: created.access_code.id }, admin);
    expect(rotated.code).not.toBe(created.code);
    expect(rotated.access_code).toMatchObject({ label: 'Night shift', expires_on: '2099-01-31', status: 'active' });
    expect((await h().refused(ssoRegister, await registration(h(), 'harbour', 'rot-old', created.code), { client: 'harbour' })).body.err).toBe(ACCESS_CODE_NOT_RECOGNISED);
    await register(h(), 'harbour', 'rot-new', rotated.code);
  });

  it('refuses a code after its last day, and an expiry in the past', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const lastDay = new Date(h().clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const created = await h().call(createAccessCode, { expires_on: lastDay }, admin);
    h().clock.advance(3 * 86_400_000);
    try {
      const refused = await h().refused(ssoRegister, await registration(h(), 'harbour', 'late-one', created.code), { client: 'harbour' });
      expect(refused.body.err).toBe(ACCESS_CODE_NOT_RECOGNISED);
      const again = await h().session('harbour', 'admin@harbour.example');
      expect((await h().call(getAccessCodes, {}, again)).access_codes.find((code) => code.id === created.access_code.id)?.status).toBe('expired');
    } finally {
      h().clock.reset();
    }
    const past = await h().refused(createAccessCode, { expires_on: '2020-01-01' }, admin);
    expect(past.status).toBe(422);
    expect(past.body.err).toBe(EXPIRY_IN_PAST_MESSAGE);
  });

  it("never shows or changes another client's codes", async () => {
    const harbour = await h().session('harbour', 'admin@harbour.example');
    const lumen = await h().session('lumen', 'admin@lumen.example');
    const theirs = await h().call(createAccessCode, { label: 'Lumen only' }, lumen);
    const mine = (await h().call(getAccessCodes, {}, harbour)).access_codes;
    expect(mine.map((code) => code.id)).not.toContain(theirs.access_code.id);
    expect(mine.map((code) => code.label)).not.toContain('Lumen only');
    for (const call of [revokeAccessCode, rotateAccessCode] as const) {
      const refused = await h().refused(call, { id: theirs.access_code.id }, harbour);
      expect(refused.status).toBe(404);
      expect(refused.body.err).toBe(ACCESS_CODE_NOT_FOUND);
    }
    // the lumen code is still good at lumen, and no good at harbour
    await register(h(), 'lumen', 'lumen-still', theirs.code);
    expect((await h().refused(ssoRegister, await registration(h(), 'harbour', 'lumen-at-harbour', theirs.code), { client: 'harbour' })).body.err).toBe(ACCESS_CODE_NOT_RECOGNISED);
  });

  it("keeps an admin's codes and a revoked server.json code through a restart's sync", async () => {
    const { syncAccessCodes } = await import('../identity/seed');
    const admin = await h().session('kontor', 'admin@kontor.example');
    const created = await h().call(createAccessCode, { label: 'Kept' }, admin);
    const fileCode = (await h().call(getAccessCodes, {}, admin)).access_codes.find((code) => code.label === null)!;
    await h().call(revokeAccessCode, { id: fileCode.id }, admin);
    await syncAccessCodes(h().db, h().clients);
    const codes = (await h().call(getAccessCodes, {}, admin)).access_codes;
    expect(codes.find((code) => code.id === created.access_code.id)?.status).toBe('active');
    expect(codes.find((code) => code.id === fileCode.id)?.status).toBe('revoked');
    expect((await h().refused(ssoRegister, await registration(h(), 'kontor', 'file-revoked', serverCode(h(), 'kontor')), { client: 'kontor' })).body.err).toBe(ACCESS_CODE_NOT_RECOGNISED);
  });
});

withHarness('employer admin: members', (h) => {
  it('lists and searches only its own members', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const all = await h().call(getAdminMembers, {}, admin);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.members.map((member) => member.email)).toEqual(expect.arrayContaining(['member@harbour.example', 'admin@harbour.example']));
    const others = h().clients.filter((client) => client.id !== 'harbour').map((client) => `@${client.id}.example`);
    expect(all.members.filter((member) => others.some((domain) => member.email.endsWith(domain)))).toEqual([]);

    const found = await h().call(getAdminMembers, { search: 'ALEX MEM' }, admin);
    expect(found.members.map((member) => member.email)).toEqual(['member@harbour.example']);
    expect(found.total).toBe(1);
    expect((await h().call(getAdminMembers, { search: '%' }, admin)).members).toEqual([]);
    expect((await h().call(getAdminMembers, { search: 'lumen' }, admin)).members).toEqual([]);
  });

  it('deactivates a member: their sessions end at once and they cannot sign in again', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const member = await register(h(), 'harbour', 'leaver', serverCode(h(), 'harbour'));
    expect((await h().call(getNav, {}, member)).success).toBe(true);

    await h().call(deactivateMember, { member_id: member.userId }, admin);
    const ended = await h().request('harbour', getNav.path, {}, { cookie: member.cookie });
    expect(ended.status).toBe(401);
    const listed = (await h().call(getAdminMembers, { search: 'leaver' }, admin)).members;
    expect(listed).toEqual([expect.objectContaining({ id: member.userId, active: false })]);

    const token = await h().idToken('harbour', { sub: 'leaver', email: 'leaver@people.example' });
    const again = await h().refused(ssoPreCheck, { email: 'leaver@people.example', sso_id: 'leaver', token }, { client: 'harbour' });
    expect(again.status).toBe(403);
    expect(again.body.err).toBe(DEACTIVATED_MESSAGE);
    await auditWritten(h().db);
    const audited = await rows(h(), sql`select count(*)::int as n from audit_log where event = 'admin.action' and detail->>'action' = 'member.deactivate' and (detail->>'memberId')::int = ${member.userId}`);
    expect(audited).toEqual([{ n: 1 }]);
  });

  it('grants and removes the admin role, which the member holds from their next call', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const member = await register(h(), 'harbour', 'promoted', serverCode(h(), 'harbour'));
    expect((await h().request('harbour', getAccessCodes.path, {}, { cookie: member.cookie })).status).toBe(403);
    await h().call(setMemberAdmin, { member_id: member.userId, employer_admin: true }, admin);
    expect((await h().call(getAccessCodes, {}, member)).success).toBe(true);
    await h().call(setMemberAdmin, { member_id: member.userId, employer_admin: false }, admin);
    expect((await h().request('harbour', getAccessCodes.path, {}, { cookie: member.cookie })).status).toBe(403);
    const row = await h().db.select({ employerAdmin: users.employerAdmin }).from(users).where(and(eq(users.id, member.userId), eq(users.clientId, 'harbour')));
    expect(row).toEqual([{ employerAdmin: false }]);
  });

  it('never grants employer admin to a staff account (coach, clinician, support), lists them as staff, and still removes it', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const staffOf = async (email: string) => (await h().call(getAdminMembers, { search: email }, admin)).members.find((member) => member.email === email)?.staff;
    expect([await staffOf('coach@harbour.example'), await staffOf('support@harbour.example'), await staffOf('member@harbour.example')]).toEqual([true, true, false]);
    const clinician = await register(h(), 'harbour', 'clinician-staff', serverCode(h(), 'harbour'));
    await h().db.update(users).set({ staffRoles: ['clinician'] }).where(eq(users.id, clinician.userId));
    for (const email of ['coach@harbour.example', 'support@harbour.example', null]) {
      const id = email ? await memberId(h().db, 'harbour', email) : clinician.userId;
      const refused = await h().refused(setMemberAdmin, { member_id: id, employer_admin: true }, admin);
      expect(refused.status, email ?? 'clinician').toBe(422);
      expect(refused.body.err).toBe(STAFF_NOT_ADMIN_MESSAGE);
      const [row] = await h().db.select({ employerAdmin: users.employerAdmin }).from(users).where(eq(users.id, id));
      expect(row).toEqual({ employerAdmin: false });
    }
    // a staff account made admin before this rule can still lose it
    await h().db.update(users).set({ employerAdmin: true }).where(eq(users.id, clinician.userId));
    await h().call(setMemberAdmin, { member_id: clinician.userId, employer_admin: false }, admin);
    const [row] = await h().db.select({ employerAdmin: users.employerAdmin }).from(users).where(eq(users.id, clinician.userId));
    expect(row).toEqual({ employerAdmin: false });
  });

  it("refuses the admin's own account and another client's members", async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const self = await memberId(h().db, 'harbour', 'admin@harbour.example');
    for (const body of [{ member_id: self }, { member_id: self, employer_admin: false }]) {
      const call = 'employer_admin' in body ? setMemberAdmin : deactivateMember;
      const refused = await h().refused(call, body as never, admin);
      expect(refused.status).toBe(422);
      expect(refused.body.err).toBe(OWN_ACCOUNT_MESSAGE);
    }
    const other = await memberId(h().db, 'lumen', 'member@lumen.example');
    expect((await h().refused(deactivateMember, { member_id: other }, admin)).body.err).toBe(MEMBER_NOT_FOUND);
    expect((await h().refused(setMemberAdmin, { member_id: other, employer_admin: true }, admin)).body.err).toBe(MEMBER_NOT_FOUND);
    const untouched = await h().db.select({ employerAdmin: users.employerAdmin, deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, other));
    expect(untouched).toEqual([{ employerAdmin: false, deactivatedAt: null }]);
    // a session of another client's admin is no session here
    const lumenAdmin = await h().session('lumen', 'admin@lumen.example');
    expect((await h().request('harbour', getAdminMembers.path, {}, { cookie: lumenAdmin.cookie })).status).toBe(401);
  });
});
