import { describe, expect, it } from 'vitest';
import type { SessionRow } from './repository';
import { inProcessNewsBus, type News, type NewsBus } from '../db/news/bus';
import { parse } from 'hono/utils/cookie';
import { SESSION_COOKIE, SessionCache, sessionTokenOf } from './service';

const row = (clientId: string, userId: number, language = 'en'): SessionRow => ({
  clientId,
  userId,
  createdAt: new Date(0),
  expiresAt: new Date(60_000),
  lastSeenAt: new Date(0),
  role: 'cl',
  employerAdmin: false,
  staffRoles: [],
  language,
  actingStaffUserId: null,
});

describe('SessionCache', () => {
  it('keeps a row for ttlMs only', () => {
    const cache = new SessionCache(5000);
    cache.set('a', row('harbour', 1), 1000, cache.snapshot());
    expect(cache.get('a', 5999)).toBeDefined();
    expect(cache.get('a', 6001)).toBeUndefined();
  });

  it('forgets every session of a member at once, and only theirs', () => {
    const cache = new SessionCache();
    cache.set('a', row('harbour', 1), 0, cache.snapshot());
    cache.set('b', row('harbour', 1), 0, cache.snapshot());
    cache.set('c', row('harbour', 2), 0, cache.snapshot());
    cache.set('d', row('lumen', 1), 0, cache.snapshot());
    cache.invalidateMember('harbour', 1);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
    expect(cache.get('d', 1)).toBeDefined();
  });

  it('does not keep a read that began before the member was invalidated (logout, a write of theirs)', () => {
    const cache = new SessionCache();
    const before = cache.snapshot();
    cache.invalidateMember('harbour', 1);
    cache.set('a', row('harbour', 1, 'en'), 0, before);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('b', row('harbour', 2), 0, before);
    expect(cache.get('b', 1)).toBeDefined();
    cache.set('a', row('harbour', 1, 'de'), 0, cache.snapshot());
    expect(cache.get('a', 1)?.language).toBe('de');
  });

  it('stays safe when its bookkeeping is full', () => {
    const cache = new SessionCache(5000, 2);
    const before = cache.snapshot();
    cache.invalidateMember('harbour', 1);
    cache.invalidateMember('harbour', 2);
    cache.invalidateMember('harbour', 3);
    cache.set('a', row('harbour', 1), 0, before);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it("hears another cache's invalidation through the bus (another app, or another process)", async () => {
    const bus = inProcessNewsBus();
    const a = new SessionCache(5000, 100, bus);
    const b = new SessionCache(5000, 100, bus);
    b.set('x', row('harbour', 1), 0, b.snapshot());
    b.set('y', row('harbour', 2), 0, b.snapshot());
    const during = b.snapshot();
    await a.invalidateMember('harbour', 1);
    expect(b.get('x', 1)).toBeUndefined();
    expect(b.get('y', 1)).toBeDefined();
    // a read of b's that was under way when a's member wrote is not kept
    b.set('x', row('harbour', 1), 0, during);
    expect(b.get('x', 1)).toBeUndefined();
  });

  it('neither serves nor keeps while its bus may miss messages, and forgets everything when told', () => {
    let live = true;
    let tell: (invalidation: 'all') => void = () => {};
    const bus: NewsBus = {
      publish: async () => {},
      subscribe: (_self, listener) => {
        tell = listener;
        return () => {};
      },
      isLive: () => live,
      subscribeNews: () => () => {},
      hearsNews: () => live,
      close: async () => {},
    };
    const cache = new SessionCache(5000, 100, bus);
    cache.set('a', row('harbour', 1), 0, cache.snapshot());
    live = false;
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('b', row('harbour', 2), 0, cache.snapshot());
    live = true;
    expect(cache.get('b', 1)).toBeUndefined();
    const before = cache.snapshot();
    tell('all');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('c', row('harbour', 3), 0, before);
    expect(cache.get('c', 1)).toBeUndefined();
    cache.set('c', row('harbour', 3), 0, cache.snapshot());
    expect(cache.get('c', 1)).toBeDefined();
  });

  /** A bus that hears the database's news, and lets the test send it. */
  const newsBus = () => {
    let hears = true;
    const news = new Map<string, (news: News) => void>();
    const bus: NewsBus = {
      publish: async () => {},
      subscribe: () => () => {},
      isLive: () => hears,
      subscribeNews: (topic, listener) => {
        news.set(topic, listener);
        return () => news.delete(topic);
      },
      hearsNews: () => hears,
      close: async () => {},
    };
    return { bus, send: (topic: string, item: News) => news.get(topic)?.(item), stopHearing: () => (hears = false) };
  };

  it("drops a client's sessions on the database's news of its users rows, and keeps none read before it (decision 0710)", () => {
    const { bus, send } = newsBus();
    const cache = new SessionCache(5000, 100, bus, { newsTtlMs: 60_000 });
    cache.set('x', row('harbour', 1), 0, cache.snapshot());
    cache.set('y', row('harbour', 2), 0, cache.snapshot());
    cache.set('z', row('lumen', 3), 0, cache.snapshot());
    const during = cache.snapshot();
    // a users row of harbour changed by anyone (client_news sends user id 0)
    send('users', { clientId: 'harbour', userId: 0 });
    expect(cache.get('x', 1)).toBeUndefined();
    expect(cache.get('y', 1)).toBeUndefined();
    expect(cache.get('z', 1)).toBeDefined();
    // a read under way when the news came is not kept; one begun after it is
    cache.set('x', row('harbour', 1), 1, during);
    expect(cache.get('x', 2)).toBeUndefined();
    cache.set('x', row('harbour', 1), 1, cache.snapshot());
    expect(cache.get('x', 2)).toBeDefined();
    // news naming one member drops that member's only
    cache.set('y', row('harbour', 2), 1, cache.snapshot());
    send('users', { clientId: 'harbour', userId: 2 });
    expect(cache.get('y', 2)).toBeUndefined();
    expect(cache.get('x', 2)).toBeDefined();
    send('users', 'all');
    expect(cache.get('x', 2)).toBeUndefined();
    expect(cache.get('z', 2)).toBeUndefined();
  });

  it('keeps a session a minute while it hears the news, and 5 s when it does not', () => {
    const { bus, stopHearing } = newsBus();
    const hearing = new SessionCache(5000, 100, bus, { newsTtlMs: 60_000 });
    hearing.set('a', row('harbour', 1), 0, hearing.snapshot());
    expect(hearing.get('a', 59_000)).toBeDefined();
    expect(hearing.get('a', 60_001)).toBeUndefined();
    // PGlite's in-process bus hears no news
    const deaf = new SessionCache(5000, 100, inProcessNewsBus(), { newsTtlMs: 60_000 });
    deaf.set('a', row('harbour', 1), 0, deaf.snapshot());
    expect(deaf.get('a', 4_999)).toBeDefined();
    expect(deaf.get('a', 5_001)).toBeUndefined();
    hearing.set('b', row('harbour', 2), 0, hearing.snapshot());
    stopHearing();
    expect(hearing.get('b', 1)).toBeUndefined();
  });
});

describe('sessionTokenOf', () => {
  it('reads the session cookie as a full cookie parser does', () => {
    const headers = [
      'portal_session=abc',
      'a=1; portal_session=abc-_9; b=2',
      'a=1;portal_session=abc',
      'xportal_session=wrong; portal_session=right',
      'portal_session_old=wrong; portal_session=right',
      'a=portal_session=wrong',
      'portal_session="quoted"',
      'portal_session=first; portal_session=second',
      'portal_session=',
      'other=1',
      '',
    ];
    for (const header of headers) expect(sessionTokenOf(header), header).toBe(parse(header, SESSION_COOKIE)[SESSION_COOKIE]);
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });

  it('over TLS reads only the __Host- cookie, and over HTTP never the __Host- one (decision 0466)', () => {
    expect(sessionTokenOf('__Host-portal_session=secure; portal_session=plain', true)).toBe('secure');
    expect(sessionTokenOf('portal_session=plain', true)).toBeUndefined();
    expect(sessionTokenOf('__Host-portal_session=secure', false)).toBeUndefined();
    expect(sessionTokenOf('__Host-portal_session=secure; portal_session=plain', false)).toBe('plain');
  });
});
