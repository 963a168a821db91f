import { connect as tcpConnect, createServer, type Socket } from 'node:net';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getSession, logout } from '@portal/contract/calls/auth';
import { acceptTerms } from '@portal/contract/calls/legal';
import { setUserLanguage } from '@portal/contract/calls/settings';
import { getNav } from '@portal/contract/calls/shell';
import { testDb, withHarness } from '../../test/harness';
import { secondInstance } from '../../test/second-instance';
import { LISTENER_NAME, newsBusOf, postgresNewsBus, type News } from '../db/news/bus';
import { users } from '../identity/schema';
import { sessions } from './schema';
import { hashSessionId, SESSION_COOKIE } from './service';

/** The product runs as several API processes on one database: a second app instance ("B") runs beside the harness's ("A"). */
withHarness('session cache across API processes', (h) => {
  const b = secondInstance(h);

  /** A call to instance B, as the load balancer would send it there. */
  const callB = async (path: string, body: unknown, cookie: string) => {
    const reply = await b.post('harbour', path, body, cookie);
    return { status: reply.status, body: JSON.parse(reply.text) as { success: boolean; nav?: { label: string }[] } };
  };
  const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

  it('B serves a session from its cache (what makes the rest of these tests matter)', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    expect((await callB(getNav.path, {}, cookie)).status).toBe(200);
    // removed behind every process's back: no invalidation is sent, so B's cached row still answers
    await h().db.delete(sessions).where(eq(sessions.idHash, hashSessionId(tokenOf(cookie))));
    expect((await callB(getNav.path, {}, cookie)).status).toBe(200);
  });

  it('a logout through A is refused by B on the next call, at once', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    expect((await callB(getNav.path, {}, cookie)).status).toBe(200);
    expect((await callB(getNav.path, {}, cookie)).status).toBe(200);
    const out = await h().request('harbour', logout.path, {}, { cookie });
    expect(out.status).toBe(200);
    const after = await callB(getNav.path, {}, cookie);
    expect(after.status).toBe(401);
    expect(after.body.success).toBe(false);
  });

  it("a member's write through A is seen by B on the next call, every time", async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    // PostgreSQL hands notifications to listeners asynchronously: repeated, so a publish that answered before B
    // had applied it would show here
    for (const [lang, label] of [['en', 'Home'], ['de', 'Startseite'], ['en', 'Home'], ['de', 'Startseite'], ['en', 'Home'], ['de', 'Startseite'], ['en', 'Home']] as const) {
      expect((await callB(getNav.path, {}, cookie)).status).toBe(200);
      expect((await h().request('harbour', setUserLanguage.path, { lang }, { cookie })).status).toBe(200);
      expect((await callB(getNav.path, {}, cookie)).body.nav![0]!.label).toBe(label);
    }
  });

  // PGlite has no news: its one process keeps a session 5 s, as before
  it.runIf(testDb() === 'postgres')("(PostgreSQL only) B drops a cached session as soon as the database's news says a users row of the client changed, with no invalidation sent (decision 0710)", async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const member = await h().db.select({ id: users.id }).from(users).where(eq(users.email, 'member@harbour.example'));
    expect((await callB(getNav.path, {}, cookie)).status).toBe(200);
    expect((await callB(getNav.path, {}, cookie)).status).toBe(200);
    try {
      // deactivated behind every process's back (a script): only the users table's news tells B
      await h().db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, member[0]!.id));
      let status = 200;
      // news arrives moments after the commit; the 5 s a session was kept before would fail this
      for (let i = 0; i < 20 && status === 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await callB(getNav.path, {}, cookie)).status;
      }
      expect(status).toBe(401);
    } finally {
      await h().db.update(users).set({ deactivatedAt: null }).where(eq(users.id, member[0]!.id));
    }
  });

  // the session call's reply keeps the member's row with the core's cached session (decision 0820); PGlite keeps none
  it.runIf(testDb() === 'postgres')("(PostgreSQL only) B's session call keeps the member's row with its cached session, and drops it with the session: on the users news and on the member's own write (decision 0820)", async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const [member] = await h().db.select({ id: users.id, firstName: users.firstName, ppAccepted: users.ppAccepted }).from(users).where(eq(users.email, 'member@harbour.example'));
    const sessionB = async () => {
      const reply = await b.post('harbour', getSession.path, {}, cookie);
      expect(reply.status).toBe(200);
      return (JSON.parse(reply.text) as { user: { first_name: string; pp_accepted: boolean } }).user;
    };
    const rename = async (firstName: string, news: boolean) =>
      h().db.transaction(async (tx) => {
        // with the triggers off for this one statement, no process hears of it (a change behind everyone's back)
        if (!news) await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(users).set({ firstName }).where(eq(users.id, member!.id));
      });
    try {
      expect((await sessionB()).first_name).toBe(member!.firstName);
      // kept: a change nobody hears of is not read again (what makes the rest of this test matter)
      await rename('Unheard', false);
      expect((await sessionB()).first_name).toBe(member!.firstName);
      // the users table's news drops B's session and the row kept with it, moments after the commit
      await rename('Heard', true);
      let shown = member!.firstName;
      for (let i = 0; i < 20 && shown !== 'Heard'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        shown = (await sessionB()).first_name;
      }
      expect(shown).toBe('Heard');
      // kept again, and a member's own write through A drops it in B before A answers, every time
      for (let round = 0; round < 3; round += 1) {
        await h().db.update(users).set({ ppAccepted: false }).where(eq(users.id, member!.id));
        let accepted = true;
        for (let i = 0; i < 20 && accepted; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          accepted = (await sessionB()).pp_accepted;
        }
        expect(accepted).toBe(false);
        expect((await h().request('harbour', acceptTerms.path, { terms_type: ['pp'] }, { cookie })).status).toBe(200);
        expect((await sessionB()).pp_accepted).toBe(true);
      }
    } finally {
      await h().db.update(users).set({ firstName: member!.firstName, ppAccepted: member!.ppAccepted }).where(eq(users.id, member!.id));
    }
  });

  // PGlite's fan-out is in-process and has no connection to lose
  it.runIf(testDb() === 'postgres')('(PostgreSQL only: one PGlite has no second process) B stops serving from its cache while it cannot hear invalidations, and serves again once it can', async () => {
    const listeners = async () => {
      const rows = await h().db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`);
      return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
    };
    expect(await listeners()).toBe(2);
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    expect((await callB(getNav.path, {}, cookie)).status).toBe(200);
    // ends every listening connection (A's and B's), as a PostgreSQL restart or a network cut would
    await h().db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`);
    for (let i = 0; i < 20 && (await listeners()) > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await h().db.delete(sessions).where(eq(sessions.idHash, hashSessionId(tokenOf(cookie))));
    expect((await callB(getNav.path, {}, cookie)).status).toBe(401);

    // both reconnect after about a second; then B caches again, and hears a logout through A again
    const buses = [newsBusOf(h().db), newsBusOf(b.db())];
    expect(buses.some((bus) => bus.isLive())).toBe(false);
    for (let i = 0; i < 100 && !buses.every((bus) => bus.isLive()); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await listeners()).toBe(2);
    const cached = await h().signIn('harbour', 'member@harbour.example');
    expect((await callB(getNav.path, {}, cached)).status).toBe(200);
    await h().db.delete(sessions).where(eq(sessions.idHash, hashSessionId(tokenOf(cached))));
    expect((await callB(getNav.path, {}, cached)).status).toBe(200);
    const again = await h().signIn('harbour', 'member@harbour.example');
    expect((await callB(getNav.path, {}, again)).status).toBe(200);
    expect((await h().request('harbour', logout.path, {}, { cookie: again })).status).toBe(200);
    expect((await callB(getNav.path, {}, again)).status).toBe(401);
  });

  // PGlite's fan-out is in-process and has no connection to stall
  it.runIf(testDb() === 'postgres')('(PostgreSQL only) a listening connection that stops answering without an error counts as down, and its caches forget', async () => {
    // a TCP relay to PostgreSQL that can stop passing bytes while keeping both connections open, as a network
    // cut leaves a half-open connection
    const target = new URL(h().config.databaseUrl!);
    const pairs: [Socket, Socket][] = [];
    const relay = createServer((inbound) => {
      const outbound = tcpConnect(Number(target.port || 5432), target.hostname);
      inbound.pipe(outbound).pipe(inbound);
      pairs.push([inbound, outbound]);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayed = new URL(target);
    relayed.hostname = '127.0.0.1';
    relayed.port = String((relay.address() as { port: number }).port);
    const pool = new pg.Pool({ connectionString: h().config.databaseUrl!, max: 1 });
    const heard: News[] = [];
    const bus = await postgresNewsBus(pool, relayed.toString(), { heartbeatMs: 100, retryMs: 60_000, log: () => {} });
    try {
      bus.subscribeNews('bookings', (news) => heard.push(news));
      // a few heartbeats pass while the connection answers
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(bus.isLive()).toBe(true);
      expect(bus.hearsNews()).toBe(true);
      for (const [inbound, outbound] of pairs) {
        inbound.unpipe(outbound);
        outbound.unpipe(inbound);
        inbound.pause();
        outbound.pause();
      }
      for (let i = 0; i < 40 && bus.isLive(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(bus.isLive()).toBe(false);
      expect(bus.hearsNews()).toBe(false);
      expect(heard).toContain('all');
    } finally {
      await bus.close();
      await pool.end();
      for (const [inbound, outbound] of pairs) {
        inbound.destroy();
        outbound.destroy();
      }
      await new Promise((resolve) => relay.close(resolve));
    }
  });
});
