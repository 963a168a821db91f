import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insertLog, logAction } from '@portal/contract/calls/analytics';
import { logVideoInfo } from '@portal/contract/calls/meeting-room';
import { withHarness } from '../../test/harness';
import { memberId } from '../../test/members';
import { memberLogs } from './schema';

withHarness('log calls', (h) => {
  it('stores video, analytics and action logs for the signed-in member', async () => {
    const self = await memberId(h().db, 'harbour', 'member@harbour.example');
    const other = await memberId(h().db, 'harbour', 'admin@harbour.example');
    const member = await h().session('harbour', 'member@harbour.example');
    await h().call(logVideoInfo, { message: 'room connected', user_id: other }, member);
    const payload = Buffer.from(JSON.stringify({ event: 'appointment-start', source: 'web' })).toString('base64');
    await h().call(insertLog, { payload, user_id: other }, member);
    await h().call(logAction, { action: 'opened-settings' }, member);
    const rows = await h().db.select().from(memberLogs).where(and(eq(memberLogs.clientId, 'harbour'), eq(memberLogs.userId, self))).orderBy(desc(memberLogs.id));
    expect(rows.map((r) => r.kind)).toEqual(['action', 'analytics', 'video']);
    expect(rows[1]).toMatchObject({ source: 'web', message: '{"event":"appointment-start","source":"web"}' });
    expect(await h().db.select().from(memberLogs).where(eq(memberLogs.userId, other))).toEqual([]);
  });

  it('refuses a payload that is not base64', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    expect((await h().refused(insertLog, { payload: 'not base64!' }, member)).status).toBe(400);
  });
});
