import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getNotifications, getUnreadNotifications } from '@portal/contract/calls/notifications';
import { withHarness } from '../../test/harness';
import { memberId } from '../../test/members';
import { countUnread } from './repository';
import { notifications } from './schema';

withHarness('notifications calls', (h) => {
  it('lists notifications of every type with their actions, read and unread', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const list = (await h().call(getNotifications, {}, member)).notifications;
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

    const unread = await h().call(getUnreadNotifications, {}, member);
    expect(unread).toEqual({ success: true, unread_count: list.filter((n) => n.readAt === null).length });
  });

  it('marks the listed ids read and counts down', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const before = (await h().call(getUnreadNotifications, {}, member)).unread_count;
    const list = (await h().call(getNotifications, {}, member)).notifications;
    const target = list.find((n) => n.readAt === null)!;
    const after = await h().call(getNotifications, { mark_read: [target.id] }, member);
    expect(after.notifications.find((n) => n.id === target.id)!.readAt).not.toBeNull();
    expect((await h().call(getUnreadNotifications, {}, member)).unread_count).toBe(before - 1);
  });

  it("cannot read or mark another member's notifications, of this client or another", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const self = await memberId(h().db, 'harbour', 'member@harbour.example');
    const others = [await memberId(h().db, 'harbour', 'admin@harbour.example'), await memberId(h().db, 'kontor', 'member@kontor.example')];
    for (const other of others) {
      const theirs = await h().db.select().from(notifications).where(and(eq(notifications.userId, other), isNull(notifications.readAt)));
      expect(theirs.length).toBeGreaterThan(0);
      const reply = await h().call(getNotifications, { user_id: other, mark_read: theirs.map((n) => n.id) }, member);
      expect(reply.notifications.some((n) => theirs.some((t) => t.id === n.id))).toBe(false);
      const still = await h().db.select().from(notifications).where(and(eq(notifications.userId, other), isNull(notifications.readAt)));
      expect(still.length).toBe(theirs.length);
    }
    const mine = await h().db.select().from(notifications).where(and(eq(notifications.userId, self), isNull(notifications.readAt)));
    expect((await h().call(getUnreadNotifications, { user_id: others[0] }, member)).unread_count).toBe(mine.length);
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
