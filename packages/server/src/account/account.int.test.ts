import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getAccount, setDob, setMembershipNumber } from '@portal/contract/calls/account';
import { getUserProfile } from '@portal/contract/calls/settings';
import { AGE_MESSAGE, MEMBERSHIP_NUMBER_MESSAGE } from '@portal/contract/rules';
import { withHarness } from '../../test/harness';
import { users } from '../identity/schema';
import { memberId } from '../../test/members';
import { DOB_LOCKED_MESSAGE } from './service';

withHarness('account and profile calls', (h) => {
  it('reads the date of birth and membership number', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    expect(await h().call(getAccount, {}, member)).toMatchObject({ dob: '1988-04-12', axa_membership_number: null });
  });

  it('sets the date of birth once, refuses a change and an age under 16', async () => {
    const self = await memberId(h().db, 'harbour', 'member@harbour.example');
    await h().db.update(users).set({ dob: null }).where(eq(users.id, self));
    const member = await h().session('harbour', 'member@harbour.example');
    const young = new Date();
    young.setFullYear(young.getFullYear() - 15);
    const tooYoung = await h().refused(setDob, { dob: young.toISOString().slice(0, 10) }, member);
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.err).toBe(AGE_MESSAGE);
    expect(await h().call(setDob, { dob: '1990-06-01' }, member)).toEqual({ success: true });
    expect(await h().call(setDob, { dob: '1990-06-01' }, member)).toEqual({ success: true });
    const change = await h().refused(setDob, { dob: '1985-01-01' }, member);
    expect(change.status).toBe(409);
    expect(change.body.err).toBe(DOB_LOCKED_MESSAGE);
    expect((await h().call(getAccount, {}, member)).dob).toBe('1990-06-01');
  });

  it('sets a trimmed membership number for the signed-in member only', async () => {
    const other = await memberId(h().db, 'harbour', 'admin@harbour.example');
    const member = await h().session('harbour', 'member@harbour.example');
    expect(await h().call(setMembershipNumber, { axa_membership_number: '  AXA-778812 ', user_id: other }, member)).toEqual({ success: true });
    expect((await h().call(getAccount, {}, member)).axa_membership_number).toBe('AXA-778812');
    const [otherRow] = await h().db.select().from(users).where(eq(users.id, other));
    expect(otherRow!.membershipNumber).toBeNull();
    const blank = await h().refused(setMembershipNumber, { axa_membership_number: '   ' }, member);
    expect(blank.status).toBe(400);
    expect(blank.body.err).toBe(MEMBERSHIP_NUMBER_MESSAGE);
  });

  it('returns the stored profile and settings', async () => {
    const member = await h().session('kontor', 'member@kontor.example');
    const reply = await h().call(getUserProfile, {}, member);
    expect(reply.user_profile).toMatchObject({ occupation: 'Project manager', dob: '1988-04-12' });
    expect(reply.user_profile.address).toMatch(/\b\d{5} /);
    expect(reply.user_settings).toEqual({ email_notifications: true, push_notifications: false, inactive_pushes_sent: 0 });
  });
});
