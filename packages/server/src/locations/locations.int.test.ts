import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getLocations, setLocation } from '@portal/contract/calls/locations';
import { withHarness } from '../../test/harness';
import { users } from '../identity/schema';
import { memberId } from '../../test/members';
import { SELECTOR_DISABLED_MESSAGE, UNKNOWN_LOCATION_MESSAGE } from './service';

withHarness('locations calls', (h) => {
  it("lists the client's own offices and the member's current one", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const reply = await h().call(getLocations, {}, member);
    expect(reply.success).toBe(true);
    expect(reply.client_id).toBe(1042);
    expect(reply.locations.length).toBeGreaterThanOrEqual(3);
    expect(reply.locations.map((l) => l.location_id)).toContain(reply.current_loc);

    const other = await h().call(getLocations, {}, await h().session('lumen', 'member@lumen.example'));
    const labels = new Set(other.locations.map((l) => l.location_label));
    expect(reply.locations.some((l) => labels.has(l.location_label))).toBe(false);
  });

  it('sets a location of the own client', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const { locations, current_loc } = await h().call(getLocations, {}, member);
    const next = locations.find((l) => l.location_id !== current_loc)!;
    expect((await h().call(setLocation, { location_id: next.location_id }, member)).success).toBe(true);
    expect((await h().call(getLocations, {}, member)).current_loc).toBe(next.location_id);
  });

  it("refuses another client's location and changes nothing", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const before = (await h().call(getLocations, {}, member)).current_loc;
    const foreign = (await h().call(getLocations, {}, await h().session('lumen', 'member@lumen.example'))).locations[0]!;
    const reply = await h().refused(setLocation, { location_id: foreign.location_id }, member);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false, err: UNKNOWN_LOCATION_MESSAGE });
    expect((await h().call(getLocations, {}, member)).current_loc).toBe(before);
  });

  it('a body user_id naming another member changes only the signed-in member', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const otherId = await memberId(h().db, 'harbour', 'admin@harbour.example');
    const [otherBefore] = await h().db.select({ loc: users.locationId }).from(users).where(eq(users.id, otherId));
    const { locations } = await h().call(getLocations, {}, member);
    const target = locations.find((l) => l.location_id !== otherBefore!.loc)!;
    await h().call(setLocation, { user_id: otherId, location_id: target.location_id }, member);
    const [otherAfter] = await h().db.select({ loc: users.locationId }).from(users).where(eq(users.id, otherId));
    expect(otherAfter!.loc).toBe(otherBefore!.loc);
  });

  it('refuses set-location for a client without the selector, while get-locations still answers', async () => {
    const member = await h().session('fernway', 'member@fernway.example');
    const list = await h().call(getLocations, {}, member);
    expect(list.client_id).toBe(5191);
    const before = list.current_loc;
    const other = list.locations.find((l) => l.location_id !== before)!;
    const reply = await h().refused(setLocation, { location_id: other.location_id }, member);
    expect(reply.status).toBe(403);
    expect(reply.body.err).toBe(SELECTOR_DISABLED_MESSAGE);
    expect((await h().call(getLocations, {}, member)).current_loc).toBe(before);
  });
});
