import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/core/types';
import { users } from '../src/identity/schema';
import { createTestMember, type TestMemberRequest } from '../src/testing/test-members';
import type { Harness, Session } from './harness';

/** The user id of a seeded demo member, for integration tests that check rows directly. */
export async function memberId(db: Db, clientId: string, email: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.email, email)))
    .limit(1);
  if (!rows[0]) throw new Error(`no member ${email} of ${clientId}`);
  return rows[0].id;
}

/**
 * A new member of the client with a session, created directly (no sign-in walk), without the demo member's
 * bookings, notifications, list and reports unless `request` asks for them: each test's own member.
 */
export async function freshMember(
  h: Harness,
  clientId: string,
  request: TestMemberRequest = {},
  settings: { sessionMinutes?: number; now?: Date } = {},
): Promise<Session & { userId: number }> {
  const client = h.clients.find((c) => c.id === clientId);
  if (!client) throw new Error(`no client "${clientId}"`);
  const created = await createTestMember(
    h.db,
    client,
    { bookings: false, notifications: false, myList: false, reports: false, ...request },
    { sessionMinutes: settings.sessionMinutes ?? h.config.sessionMinutes, now: settings.now ?? h.clock.now() },
  );
  return { client: clientId, userId: created.userId, cookie: `${created.session.cookieName}=${created.session.token}` };
}

/** `count` fresh members of the client (see freshMember). */
export async function freshMembers(h: Harness, clientId: string, count: number, request: TestMemberRequest = {}): Promise<(Session & { userId: number })[]> {
  const sessions: (Session & { userId: number })[] = [];
  for (let i = 0; i < count; i += 1) sessions.push(await freshMember(h, clientId, request));
  return sessions;
}
