import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { AGE_MESSAGE, MEMBERSHIP_NUMBER_MESSAGE } from '@portal/contract/rules';
import { withHarness } from '../../test/harness';
import { users } from '../identity/schema';
import { memberId } from '../seed/test-members';
import { DOB_LOCKED_MESSAGE } from './service';

const ACCOUNT = '/application/api/u/sapphire/users/account';
const SET_DOB = '/application/api/u/sapphire/users/set-dob';
const SET_NUMBER = '/application/api/u/sapphire/users/set-axa-membership-number';
const PROFILE = '/application/api/u/user/get-user-profile';

withHarness('account and profile calls', (h) => {
  it('reads the date of birth and membership number', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const reply = await h().request('harbour', ACCOUNT, {}, { cookie });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ dob: '1988-04-12', axa_membership_number: null });
  });

  it('sets the date of birth once, refuses a change and an age under 16', async () => {
    const self = await memberId(h().db, 'harbour', 'member@harbour.example');
    await h().db.update(users).set({ dob: null }).where(eq(users.id, self));
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const young = new Date();
    young.setFullYear(young.getFullYear() - 15);
    const tooYoung = await h().request('harbour', SET_DOB, { dob: young.toISOString().slice(0, 10) }, { cookie });
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.err).toBe(AGE_MESSAGE);
    expect((await h().request('harbour', SET_DOB, { dob: '1990-06-01' }, { cookie })).status).toBe(200);
    expect((await h().request('harbour', SET_DOB, { dob: '1990-06-01' }, { cookie })).status).toBe(200);
    const change = await h().request('harbour', SET_DOB, { dob: '1985-01-01' }, { cookie });
    expect(change.status).toBe(409);
    expect(change.body.err).toBe(DOB_LOCKED_MESSAGE);
    expect((await h().request('harbour', ACCOUNT, {}, { cookie })).body.dob).toBe('1990-06-01');
  });

  it('sets a trimmed membership number for the signed-in member only', async () => {
    const other = await memberId(h().db, 'harbour', 'admin@harbour.example');
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const reply = await h().request('harbour', SET_NUMBER, { axa_membership_number: '  AXA-778812 ', user_id: other }, { cookie });
    expect(reply.status).toBe(200);
    expect((await h().request('harbour', ACCOUNT, {}, { cookie })).body.axa_membership_number).toBe('AXA-778812');
    const [otherRow] = await h().db.select().from(users).where(eq(users.id, other));
    expect(otherRow!.membershipNumber).toBeNull();
    const blank = await h().request('harbour', SET_NUMBER, { axa_membership_number: '   ' }, { cookie });
    expect(blank.status).toBe(400);
    expect(blank.body.err).toBe(MEMBERSHIP_NUMBER_MESSAGE);
  });

  it('returns the stored profile and settings', async () => {
    const cookie = await h().signIn('kontor', 'member@kontor.example');
    const reply = await h().request('kontor', PROFILE, {}, { cookie });
    expect(reply.status).toBe(200);
    expect(reply.body.user_profile).toMatchObject({ occupation: 'Project manager', dob: '1988-04-12' });
    expect(reply.body.user_profile.address).toMatch(/\b\d{5} /);
    expect(reply.body.user_settings).toEqual({ email_notifications: true, push_notifications: false, inactive_pushes_sent: 0 });
  });
});
