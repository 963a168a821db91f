import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { SessionUser } from '@portal/contract/calls';
import type { Db } from '../core/types';
import { insertUser } from '../identity/repository';
import { toSessionUser } from '../identity/session-user';
import { SESSION_COOKIE, startSession } from '../sessions/service';
import type { Client } from '../tenancy/clients';
import { linkStaff } from '../video/repository';
import { TestMemberError } from './test-members';

/** A coach or clinician as bookings name them (bookings.clinician_id), e.g. CLN-1041 or COA-3120. */
export const testStaffSchema = v.strictObject({
  role: v.picklist(['coach', 'clinician']),
  staffRef: v.pipe(
    v.string(),
    v.regex(/^(CLN|COA)-\d{1,9}$/, 'staffRef must look like CLN-1041 or COA-3120'),
  ),
  firstName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50)), 'Sam'),
  lastName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50)), 'Staff'),
});

export interface CreatedTestStaff {
  readonly success: true;
  readonly userId: number;
  readonly clientId: string;
  /** what the sign-in reply gives the browser */
  readonly user: SessionUser;
  readonly session: { readonly cookieName: string; readonly token: string; readonly expiresAt: string };
}

/**
 * A signed-in coach or clinician of the client, linked to the staff reference their bookings carry, so a
 * test can open the other side of a meeting room.
 */
export async function createTestStaff(
  db: Db,
  client: Client,
  body: unknown,
  settings: { readonly sessionMinutes: number; readonly now: Date },
): Promise<CreatedTestStaff> {
  const parsed = v.safeParse(testStaffSchema, body);
  if (!parsed.success) throw new TestMemberError(400, parsed.issues[0].message);
  const options = parsed.output;
  const unique = randomBytes(6).toString('hex');
  const user = await insertUser(db, {
    clientId: client.id,
    ssoSubject: `e2e-staff-${client.id}-${unique}`,
    email: `e2e-staff-${unique}@${client.id}.example`,
    firstName: options.firstName,
    lastName: options.lastName,
    language: client.manifest.defaultLanguage,
    role: 'cl',
    staffRoles: [options.role],
    tcAccepted: true,
    ppAccepted: true,
    cookiesAccepted: true,
  });
  await linkStaff(db, { clientId: client.id, userId: user.id, staffRef: options.staffRef });
  const session = await startSession(
    db,
    { clientId: client.id, userId: user.id },
    settings.sessionMinutes,
    settings.now,
  );
  return {
    success: true,
    userId: user.id,
    clientId: client.id,
    user: toSessionUser(user, client, session.createdAt),
    session: { cookieName: SESSION_COOKIE, token: session.token, expiresAt: session.expiresAt.toISOString() },
  };
}
