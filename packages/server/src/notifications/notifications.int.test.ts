import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withHarness } from '../../test/harness';
import { memberId } from '../seed/test-members';
import { countUnread } from './repository';
import { notifications } from './schema';

const LIST = '/application/api/u/notifications';
const UNREAD = '/application/api/u/notifications/unread';

interface Notice {
  id: number;
  type: string;
  readAt: string | null;
  event: {
    actionUrl: { href: string };
    salesforce_appointment_options?: { sessionId: string };
    salesforce_session_suggestions_rejected?: { sessionId: string };
    salesforce_clinician_message?: { sf_appointment_id: string };
  };
}

withHarness('notifications calls', (h) => {
  it('lists notifications of every type with their actions, read and unread', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const reply = await h().request('harbour', LIST, {}, { cookie });
    expect(reply.status).toBe(200);
    const list: Notice[] = reply.body.notifications;
    const byType = (type: string) => list.find((n) => n.type === type)!;
    expect(byType('appointment_options').event.actionUrl.href).toBe(`/message/${byType('appointment_options').id}/reply`);
    expect(byType('salesforce_appointment_options').event.salesforce_appointment_options?.sessionId).toBeTruthy();
    const rejected = byType('salesforce_session_suggestions_rejected');
    expect(rejected.event.actionUrl.href).toBe(`/message/${rejected.id}/reject`);
    expect(rejected.event.salesforce_session_suggestions_rejected?.sessionId).toBeTruthy();
    expect(byType('salesforce_clinician_message').event.salesforce_clinician_message?.sf_appointment_id).toBeTruthy();
    const cancel = byType('appointment_cancellation');
    expect(cancel.event.actionUrl.href).toBe(`/message/${cancel.id}/cancel`);
    const f2f = byType('face_to_face');
    expect(f2f.event.actionUrl.href).toMatch(new RegExp(`^/f2f/\\d+/${f2f.id}$`));
    expect(byType('general').event.actionUrl.href).toMatch(/^\//);
    expect(list.some((n) => n.readAt === null)).toBe(true);
    expect(list.some((n) => n.readAt !== null)).toBe(true);

    const unread = await h().request('harbour', UNREAD, {}, { cookie });
    expect(unread.body).toEqual({ success: true, unread_count: list.filter((n) => n.readAt === null).length });
  });

  it('marks the listed ids read and counts down', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const before = (await h().request('harbour', UNREAD, {}, { cookie })).body.unread_count as number;
    const list: Notice[] = (await h().request('harbour', LIST, {}, { cookie })).body.notifications;
    const target = list.find((n) => n.readAt === null)!;
    const after = await h().request('harbour', LIST, { mark_read: [target.id] }, { cookie });
    expect(after.body.notifications.find((n: Notice) => n.id === target.id).readAt).not.toBeNull();
    expect((await h().request('harbour', UNREAD, {}, { cookie })).body.unread_count).toBe(before - 1);
  });

  it("cannot read or mark another member's notifications, of this client or another", async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const self = await memberId(h().db, 'harbour', 'member@harbour.example');
    const others = [await memberId(h().db, 'harbour', 'admin@harbour.example'), await memberId(h().db, 'kontor', 'member@kontor.example')];
    for (const other of others) {
      const theirs = await h().db.select().from(notifications).where(and(eq(notifications.userId, other), isNull(notifications.readAt)));
      expect(theirs.length).toBeGreaterThan(0);
      const reply = await h().request('harbour', LIST, { user_id: other, mark_read: theirs.map((n) => n.id) }, { cookie });
      expect(reply.status).toBe(200);
      expect(reply.body.notifications.some((n: Notice) => theirs.some((t) => t.id === n.id))).toBe(false);
      const still = await h().db.select().from(notifications).where(and(eq(notifications.userId, other), isNull(notifications.readAt)));
      expect(still.length).toBe(theirs.length);
    }
    const mine = await h().db.select().from(notifications).where(and(eq(notifications.userId, self), isNull(notifications.readAt)));
    expect((await h().request('harbour', UNREAD, { user_id: others[0] }, { cookie })).body.unread_count).toBe(mine.length);
  });

  it('gives each member of a batched count their own unread count, as a single count would', async () => {
    const members = [
      { clientId: 'harbour', userId: await memberId(h().db, 'harbour', 'member@harbour.example') },
      { clientId: 'harbour', userId: await memberId(h().db, 'harbour', 'admin@harbour.example') },
      { clientId: 'kontor', userId: await memberId(h().db, 'kontor', 'member@kontor.example') },
      { clientId: 'kontor', userId: await memberId(h().db, 'harbour', 'member@harbour.example') },
    ];
    const single = [];
    for (const member of members) single.push(await countUnread(h().db, member));
    const together = await Promise.all([...members, ...members].map((member) => countUnread(h().db, member)));
    expect(together).toEqual([...single, ...single]);
    expect(single[3]).toBe(0);
  });
});
