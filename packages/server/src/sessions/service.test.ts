import { describe, expect, it } from 'vitest';
import type { SessionRow } from './repository';
import { inProcessNewsBus, type NewsBus } from '../db/news/bus';
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
