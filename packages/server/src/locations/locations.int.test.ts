import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withHarness } from '../../test/harness';
import { users } from '../identity/schema';
import { memberId } from '../seed/test-members';
import { SELECTOR_DISABLED_MESSAGE, UNKNOWN_LOCATION_MESSAGE } from './service';

const GET = '/application/api-hc/get-locations';
const SET = '/application/api-hc/set-location';

interface Loc {
  location_id: number;
  location_label: string;
}

withHarness('locations calls', (h) => {
  it("lists the client's own offices and the member's current one", async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const reply = await h().request('harbour', GET, {}, { cookie });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.client_id).toBe(1042);
    expect(reply.body.locations.length).toBeGreaterThanOrEqual(3);
    expect(reply.body.locations.map((l: Loc) => l.location_id)).toContain(reply.body.current_loc);

    const other = await h().request('lumen', GET, {}, { cookie: await h().signIn('lumen', 'member@lumen.example') });
    const labels = new Set(other.body.locations.map((l: Loc) => l.location_label));
    expect(reply.body.locations.some((l: Loc) => labels.has(l.location_label))).toBe(false);
  });

  it('sets a location of the own client', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const { locations, current_loc } = (await h().request('harbour', GET, {}, { cookie })).body;
    const next = locations.find((l: Loc) => l.location_id !== current_loc);
    const reply = await h().request('harbour', SET, { location_id: next.location_id }, { cookie });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect((await h().request('harbour', GET, {}, { cookie })).body.current_loc).toBe(next.location_id);
  });

  it("refuses another client's location and changes nothing", async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const before = (await h().request('harbour', GET, {}, { cookie })).body.current_loc;
    const foreign = (await h().request('lumen', GET, {}, { cookie: await h().signIn('lumen', 'member@lumen.example') })).body.locations[0];
    const reply = await h().request('harbour', SET, { location_id: foreign.location_id }, { cookie });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false, err: UNKNOWN_LOCATION_MESSAGE });
    expect((await h().request('harbour', GET, {}, { cookie })).body.current_loc).toBe(before);
  });

  it('a body user_id naming another member changes only the signed-in member', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const otherId = await memberId(h().db, 'harbour', 'admin@harbour.example');
    const [otherBefore] = await h().db.select({ loc: users.locationId }).from(users).where(eq(users.id, otherId));
    const { locations } = (await h().request('harbour', GET, {}, { cookie })).body;
    const target = locations.find((l: Loc) => l.location_id !== otherBefore!.loc);
    expect((await h().request('harbour', SET, { user_id: otherId, location_id: target.location_id }, { cookie })).status).toBe(200);
    const [otherAfter] = await h().db.select({ loc: users.locationId }).from(users).where(eq(users.id, otherId));
    expect(otherAfter!.loc).toBe(otherBefore!.loc);
  });

  it('refuses set-location for a client without the selector, while get-locations still answers', async () => {
    const cookie = await h().signIn('fernway', 'member@fernway.example');
    const list = await h().request('fernway', GET, {}, { cookie });
    expect(list.status).toBe(200);
    expect(list.body.client_id).toBe(5191);
    const before = list.body.current_loc;
    const other = list.body.locations.find((l: Loc) => l.location_id !== before);
    const reply = await h().request('fernway', SET, { location_id: other.location_id }, { cookie });
    expect(reply.status).toBe(403);
    expect(reply.body.err).toBe(SELECTOR_DISABLED_MESSAGE);
    expect((await h().request('fernway', GET, {}, { cookie })).body.current_loc).toBe(before);
  });
});
