import { AGE_MESSAGE, MEMBERSHIP_NUMBER_MESSAGE, MIN_AGE, isAtLeastAge } from '@portal/contract/rules';
import { CallError, type Db, type Member } from '../core/types';
import { findAccount, setDobOnce, updateMembershipNumber } from './repository';

export const DOB_LOCKED_MESSAGE = 'Your date of birth is already set and cannot be changed.';
export const DOB_FORMAT_MESSAGE = 'Please enter your date of birth in the format YYYY-MM-DD.';
const MEMBERSHIP_NUMBER_MAX = 64;

export interface Account {
  readonly dob: string | null;
  readonly axa_membership_number: string | null;
}

export async function getAccount(db: Db, member: Member): Promise<Account> {
  const row = await findAccount(db, member.clientId, member.userId);
  return { dob: row?.dob ?? null, axa_membership_number: row?.membershipNumber ?? null };
}

/** The age rule again on the server, then the lock: once a date of birth exists only the same value passes. */
export async function setDob(db: Db, member: Member, dob: string, today: Date): Promise<void> {
  const value = dob.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new CallError(422, DOB_FORMAT_MESSAGE);
  if (!isAtLeastAge(value, MIN_AGE, today)) throw new CallError(422, AGE_MESSAGE);
  if (await setDobOnce(db, member.clientId, member.userId, value)) return;
  const current = await findAccount(db, member.clientId, member.userId);
  if (current?.dob !== value) throw new CallError(409, DOB_LOCKED_MESSAGE);
}

export function normaliseMembershipNumber(raw: string): string {
  const value = raw.trim();
  if (value === '' || value.length > MEMBERSHIP_NUMBER_MAX) throw new CallError(422, MEMBERSHIP_NUMBER_MESSAGE);
  return value;
}

export async function setMembershipNumber(db: Db, member: Member, raw: string): Promise<void> {
  await updateMembershipNumber(db, member.clientId, member.userId, normaliseMembershipNumber(raw));
}
