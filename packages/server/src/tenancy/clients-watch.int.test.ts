/**
 * A development server that watches its clients folder (decision 0530): a client folder added while it runs is
 * provisioned (access codes, legal texts from the folder, the demo identities, the demo data of the areas it
 * permits) and served, without a write to another client's rows; a folder removed is taken down with its members'
 * data kept.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getInfo } from '@portal/contract/calls/legal';
import { scaffoldClient } from '@portal/manifest/scaffold';
import { withHarness } from '../../test/harness';
import { freePort } from '../../test/pg-cluster';
import { requestAt } from '../../test/request-at';
import { REPO_ROOT } from '../config';
import type { Db } from '../core/types';
import { provisionClients } from '../db/seed';
import { users } from '../identity/schema';
import { legalTexts } from '../legal/schema';
import { startServer, type RunningServer } from '../server';

/** The rows of `clientId` in every table with a client_id column. */
async function rowsOf(db: Db, clientId: string): Promise<Record<string, number>> {
  const tables = ((await db.execute(sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'client_id' order by table_name`)) as unknown as { rows: { table_name: string }[] }).rows;
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = ((await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where client_id = ${clientId}`)) as unknown as { rows: { n: number }[] }).rows;
    counts[table] = Number(row!.n);
  }
  return counts;
}

withHarness('a client folder added to a running development server', (h) => {
  let root: string;
  let server: RunningServer;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-watch-int-'));
    cpSync(path.join(REPO_ROOT, 'clients', 'harbour'), path.join(root, 'harbour'), { recursive: true });
    // the poll is left to its own pace: the test looks itself (follower.look), so it does not wait for a timer
    const config = { ...h().config, port: await freePort(), clientsLive: 'watch' as const, clientsDir: root, clientsPollMs: 60_000 };
    server = await startServer({ config, database: h().server.database, seed: 'never', persistKeys: false, log: () => {} });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const terms = () => requestAt(server.port, `blue-river.localhost:${server.port}`, 'POST', getInfo.path, { slug: 'blue-river-terms' });

  it('provisions and serves it, and writes no row of another client', async () => {
    const before = await rowsOf(h().db, 'harbour');
    const refused = await terms();
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.text)).toEqual({ success: false, err: 'Unknown client' });

    await scaffoldClient(root, { id: 'blue-river', skin: 9 });
    await server.follower.look();

    expect(server.clients.map((client) => client.id)).toEqual(['blue-river', 'harbour']);
    const reply = await terms();
    expect(reply.status).toBe(200);
    expect(Buffer.from((JSON.parse(reply.text) as { dynamic_string: { string: string } }).dynamic_string.string, 'base64').toString('utf8')).toContain('<h1>Terms and Conditions</h1>');

    const people = await h().db.select().from(users).where(eq(users.clientId, 'blue-river'));
    const byEmail = new Map(people.map((person) => [person.email, person]));
    for (const who of ['member', 'admin', 'coach', 'clinician', 'support', 'coachee']) expect(byEmail.has(`${who}@blue-river.example`), who).toBe(true);
    expect(byEmail.has('new@blue-river.example')).toBe(false);
    expect(byEmail.get('admin@blue-river.example')!.employerAdmin).toBe(true);
    expect(byEmail.get('member@blue-river.example')!.tcAccepted).toBe(true);
    const provisioned = await rowsOf(h().db, 'blue-river');
    // demo data of its areas: offices, events, content, health scores...
    expect(Object.values(provisioned).filter((count) => count > 0).length).toBeGreaterThan(8);
    expect(await rowsOf(h().db, 'harbour')).toEqual(before);

    // idempotent: provisioning again adds nothing
    await provisionClients(h().db, { added: server.clients.filter((client) => client.id === 'blue-river'), changed: [] });
    expect(await rowsOf(h().db, 'blue-river')).toEqual(provisioned);
  });

  it('takes a removed folder down and keeps its members and their data', async () => {
    const kept = await rowsOf(h().db, 'blue-river');
    rmSync(path.join(root, 'blue-river'), { recursive: true });
    await server.follower.look();
    expect(server.clients.map((client) => client.id)).toEqual(['harbour']);
    const reply = await terms();
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.text)).toEqual({ success: false, err: 'Unknown client' });
    expect(await rowsOf(h().db, 'blue-river')).toEqual(kept);
    expect(await h().db.$count(legalTexts, and(eq(legalTexts.clientId, 'blue-river'), eq(legalTexts.slug, 'blue-river-terms')))).toBe(1);
  });
});
