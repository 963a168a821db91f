import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ANALYTICS_RANGE_MESSAGE, LOCATION_NOT_FOUND, getAdminAnalytics, type Analytics } from '@portal/contract/calls/admin';
import { withHarness, type Harness } from '../../test/harness';
import { auditLog } from '../audit/schema';
import { bookings } from '../bookings/schema';
import { assessmentReports } from '../content/schema';
import { users } from '../identity/schema';
import { officeLocations } from '../locations/schema';
import { ACTIVITY_SUBJECT } from './seed';

/** Every figure the reply shows, with where it is. */
function shownFigures(reply: Analytics): [string, number][] {
  const all: [string, number | null][] = [
    ...reply.signups.by_month.map((f): [string, number | null] => [`signups ${f.month}`, f.value]),
    ...reply.weekly_active.map((f): [string, number | null] => [`active ${f.week}`, f.value]),
    ...reply.services.flatMap((s) => s.by_month.map((f): [string, number | null] => [`${s.service} ${f.month}`, f.value])),
    ...reply.results.flatMap((r) => r.bands.map((b): [string, number | null] => [`${r.measure} ${b.band}`, b.value])),
  ];
  return all.filter((entry): entry is [string, number] => entry[1] !== null);
}

let serial = 0;
/** Members of a client who joined in `month`, at an office or none; returns their ids. */
async function join(h: Harness, clientId: string, month: string, count: number, locationId: number | null): Promise<number[]> {
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    return {
      clientId,
      ssoSubject: `analytics-test-${serial}`,
      email: `analytics-test-${serial}@people.example`,
      firstName: 'Test',
      lastName: `Person ${serial}`,
      locationId,
      createdAt: new Date(`${month}-10T09:00:00.000Z`),
    };
  });
  return (await h.db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id);
}

async function coachingSession(h: Harness, clientId: string, userId: number, day: string) {
  const startAt = new Date(`${day}T10:00:00.000Z`);
  await h.db.insert(bookings).values({ clientId, userId, store: 'coaching', appointmentType: 'mental_health', startAt, endAt: new Date(startAt.getTime() + 3_000_000) });
}

async function result(h: Harness, clientId: string, userId: number, day: string, score: number) {
  const items = [{ heading: 'Well in Mind', title: `Outcome (${score})`, description: '' }];
  await h.db.insert(assessmentReports).values({ clientId, userId, dateOfAssessment: day, headerCopy: 'Results', subHeaderCopy: 'Results', reportItems: items });
}

withHarness('employer admin: Data Analytics', (h) => {
  it('shows each demo client months of activity, every shown figure from six members or more', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const now = h().clock.now();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 7, 1)).toISOString().slice(0, 7);
    const reply = await h().call(getAdminAnalytics, { from: first, to: now.toISOString().slice(0, 7) }, admin);

    // the month under way is not reported: what it shows could still change by one member a day
    expect(reply.to).toBe(last);
    expect(reply.signups.limit).toBe(h().clients.find((client) => client.id === 'harbour')!.manifest.numberOfSignups);
    expect(reply.signups.to_date).toBeGreaterThanOrEqual(30);
    expect(reply.weekly_active.filter((week) => week.value !== null).length).toBeGreaterThanOrEqual(10);
    const service = (name: string) => reply.services.find((entry) => entry.service === name)!;
    for (const name of ['coaching_sessions', 'event_bookings', 'health_score_assessments']) expect(service(name).total, name).toBeGreaterThan(0);
    expect(service('content_views')).toEqual({ service: 'content_views', recorded: false, total: 0, by_month: [] });
    expect(service('check_ins').recorded).toBe(false);
    expect(reply.results.find((entry) => entry.measure === 'who5')).toEqual({ measure: 'who5', recorded: false, bands: [] });
    expect(reply.results.find((entry) => entry.measure === 'health_score')!.bands.some((band) => band.value !== null)).toBe(true);
    for (const [where, value] of shownFigures(reply)) expect(value, where).toBeGreaterThanOrEqual(6);
    // no name, email or member id anywhere in the reply
    const text = JSON.stringify(reply);
    const seeded = await h().db.select().from(users).where(and(eq(users.clientId, 'harbour'), like(users.ssoSubject, `${ACTIVITY_SUBJECT}%`)));
    expect(seeded.length).toBeGreaterThan(0);
    for (const member of seeded) expect(text).not.toContain(member.email);
    expect(text).not.toMatch(/first_name|email|user_id/);

    const audited = await h().db.select().from(auditLog).where(and(eq(auditLog.event, 'admin.action'), eq(auditLog.userId, (await h().db.select().from(users).where(eq(users.email, 'admin@harbour.example')))[0]!.id)));
    expect(audited.some((row) => row.detail?.['action'] === 'analytics.read')).toBe(true);
  });

  it('withholds a member who differs between two ranges or two locations, and counts only the own client', async () => {
    const admin = await h().session('fernway', 'admin@fernway.example');
    const [a, b] = await h().db.select().from(officeLocations).where(eq(officeLocations.clientId, 'fernway')).orderBy(officeLocations.id);
    // March 2024: eight members at office a take the Health Score (fair) and have coaching; one member at office b
    // joins too. April 2024: only the target does anything.
    const crowd = await join(h(), 'fernway', '2024-03', 8, a!.id);
    const [target] = await join(h(), 'fernway', '2024-03', 1, b!.id);
    for (const id of crowd) {
      await coachingSession(h(), 'fernway', id, '2024-03-12');
      await result(h(), 'fernway', id, '2024-03-14', 55);
    }
    await coachingSession(h(), 'fernway', target!, '2024-04-03');
    await result(h(), 'fernway', target!, '2024-04-04', 12);
    // the same pattern at another client must not show at fernway
    await join(h(), 'lumen', '2024-04', 7, null);

    const march = await h().call(getAdminAnalytics, { from: '2024-03', to: '2024-03' }, admin);
    const both = await h().call(getAdminAnalytics, { from: '2024-03', to: '2024-04' }, admin);
    const coaching = (reply: Analytics) => reply.services.find((entry) => entry.service === 'coaching_sessions')!;
    const assessments = (reply: Analytics) => reply.services.find((entry) => entry.service === 'health_score_assessments')!;
    const bands = (reply: Analytics) => reply.results.find((entry) => entry.measure === 'health_score')!.bands;

    expect(march.signups.by_month).toEqual([{ month: '2024-03', value: 9 }]);
    expect(coaching(march).total).toBe(8);
    expect(bands(march).find((band) => band.band === 'fair')!.value).toBe(8);
    // one more month adds one member's session and result: nothing of it may show, in any figure
    expect(coaching(both).by_month).toEqual([{ month: '2024-03', value: 8 }, { month: '2024-04', value: null }]);
    expect(coaching(both).total).toBe(coaching(march).total);
    expect(assessments(both).total).toBe(assessments(march).total);
    expect(bands(both)).toEqual(bands(march));
    expect(both.signups.by_month[1]).toEqual({ month: '2024-04', value: null });

    // narrowing to office a: all minus a would be the one member at b, so a is withheld as well
    const atA = await h().call(getAdminAnalytics, { from: '2024-03', to: '2024-04', location_id: a!.id }, admin);
    const atB = await h().call(getAdminAnalytics, { from: '2024-03', to: '2024-04', location_id: b!.id }, admin);
    expect(atA.signups.by_month[0]!.value).toBeNull();
    expect(atB.signups.by_month[0]!.value).toBeNull();
    expect(both.signups.by_month[0]!.value! - (atA.signups.by_month[0]!.value ?? 0) - (atB.signups.by_month[0]!.value ?? 0)).toBe(9);
    expect(coaching(atB).total).toBe(0);
    for (const reply of [march, both, atA, atB]) for (const [where, value] of shownFigures(reply)) expect(value, where).toBeGreaterThanOrEqual(6);

    // the seven lumen members of April 2024 are lumen's alone
    expect(both.signups.by_month[1]!.value).toBeNull();
    const lumen = await h().call(getAdminAnalytics, { from: '2024-04', to: '2024-04' }, await h().session('lumen', 'admin@lumen.example'));
    expect(lumen.signups.by_month).toEqual([{ month: '2024-04', value: 7 }]);
  });

  it('refuses a reversed or too long range and another client’s office', async () => {
    const admin = await h().session('fernway', 'admin@fernway.example');
    expect((await h().refused(getAdminAnalytics, { from: '2024-05', to: '2024-04' }, admin)).body.err).toBe(ANALYTICS_RANGE_MESSAGE);
    expect((await h().refused(getAdminAnalytics, { from: '2022-01', to: '2024-04' }, admin)).status).toBe(422);
    const [lumenOffice] = await h().db.select().from(officeLocations).where(eq(officeLocations.clientId, 'lumen'));
    const refused = await h().refused(getAdminAnalytics, { from: '2024-01', to: '2024-04', location_id: lumenOffice!.id }, admin);
    expect(refused.status).toBe(404);
    expect(refused.body.err).toBe(LOCATION_NOT_FOUND);
  });
});
