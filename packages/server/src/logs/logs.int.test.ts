import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withHarness } from '../../test/harness';
import { memberId } from '../seed/test-members';
import { memberLogs } from './schema';

withHarness('log calls', (h) => {
  it('stores video, analytics and action logs for the signed-in member', async () => {
    const self = await memberId(h().db, 'harbour', 'member@harbour.example');
    const other = await memberId(h().db, 'harbour', 'admin@harbour.example');
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const video = await h().request('harbour', '/application/api/u/video/log-info', { message: 'room connected', user_id: other }, { cookie });
    expect(video.status).toBe(200);
    const payload = Buffer.from(JSON.stringify({ event: 'appointment-start', source: 'web' })).toString('base64');
    expect((await h().request('harbour', '/application/api/i/log/insert', { payload, user_id: other }, { cookie })).status).toBe(200);
    expect((await h().request('harbour', '/application/api/u/settings/log-action', { action: 'opened-settings' }, { cookie })).status).toBe(200);
    const rows = await h().db.select().from(memberLogs).where(and(eq(memberLogs.clientId, 'harbour'), eq(memberLogs.userId, self))).orderBy(desc(memberLogs.id));
    expect(rows.map((r) => r.kind)).toEqual(['action', 'analytics', 'video']);
    expect(rows[1]).toMatchObject({ source: 'web', message: '{"event":"appointment-start","source":"web"}' });
    expect(await h().db.select().from(memberLogs).where(eq(memberLogs.userId, other))).toEqual([]);
  });

  it('refuses a payload that is not base64', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    expect((await h().request('harbour', '/application/api/i/log/insert', { payload: 'not base64!' }, { cookie })).status).toBe(400);
  });
});
