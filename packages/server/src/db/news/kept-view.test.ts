import { describe, expect, it } from 'vitest';
import { bookings, chatMessages, coachingGoals, corporateEventRegistrations, officeLocations, users } from '../schema';
import { checkKeptViewQuery, checkKeptViewReads, keptView, tablesIn } from './kept-view';
import { QueryWatch, writtenTable } from './writes';

const TABLES = new Set(['bookings', 'users', 'chat_messages', 'coaching_goals', 'office_locations']);

describe('keptView', () => {
  it('hears the topics of the tables it declares, through the news that fits its scope', () => {
    expect(keptView({ name: 'a', reads: [bookings, users], scope: 'client' }).topics).toEqual(['bookings', 'users']);
    expect(keptView({ name: 'b', reads: [chatMessages, officeLocations], scope: 'client' }).topics).toEqual(['chat', 'locations']);
    // places on events send news of the client's events and of each member's bookings
    expect(keptView({ name: 'c', reads: [corporateEventRegistrations] }).topics).toEqual(['bookings']);
    expect(keptView({ name: 'd', reads: [corporateEventRegistrations], scope: 'client' }).topics).toEqual(['events']);
  });

  it('refuses a table that sends no news, saying what to do', () => {
    expect(() => keptView({ name: 'goals', reads: [users, coachingGoals] })).toThrow(
      /The kept view goals reads coaching_goals, which sends no news: .*db\/news\/triggers\.sql, a custom migration, TABLE_NEWS/,
    );
  });

  it('fails, in tests, a query of its load that reads a table it did not declare', async () => {
    checkKeptViewReads(TABLES);
    const view = keptView<number>({ name: 'names', reads: [users] });
    await expect(view.reading(async () => checkKeptViewQuery('select "first_name" from "users" where "users"."id" = $1'))).resolves.toBeUndefined();
    await expect(
      view.reading(async () => {
        await Promise.resolve();
        checkKeptViewQuery('select u.first_name from users u join bookings b on b.user_id = u.id');
      }),
    ).rejects.toThrow('The kept view names queried bookings without declaring it');
    // outside a view's load every query is free
    expect(() => checkKeptViewQuery('select * from bookings')).not.toThrow();
  });
});

describe('tablesIn', () => {
  it('finds tables after FROM and JOIN, quoted or not, and nothing else', () => {
    expect(tablesIn('select extract(epoch from x.start_at) from "bookings" x left join public.users u on true', TABLES).sort()).toEqual(['bookings', 'users']);
    expect(tablesIn('with m as (select 1) select * from m join "chat_messages" on true', TABLES)).toEqual(['chat_messages']);
  });
});

describe('writtenTable', () => {
  it('names the table of a plain write, and takes anything it cannot read for a write of any table', () => {
    expect(writtenTable('insert into "video_room_tokens" ("token") values ($1)')).toBe('video_room_tokens');
    expect(writtenTable('\n  update users set language = $1')).toBe('users');
    expect(writtenTable('delete from "sessions" where "id" = $1')).toBe('sessions');
    expect(writtenTable('with moved as (update bookings set status = 1 returning id) select id from moved')).toBe('*');
    expect(writtenTable('truncate chat_read_state')).toBe('*');
    expect(writtenTable('begin')).toBeNull();
  });
});

describe('QueryWatch', () => {
  it('counts the statements that may change what a cache holds, and no read or write of other tables', () => {
    keptView({ name: 'offices', reads: [officeLocations], scope: 'client' });
    const watch = new QueryWatch();
    watch.logQuery('select "id" from "sessions" where "id" = $1');
    watch.logQuery('insert into "video_room_tokens" ("token") values ($1)');
    watch.logQuery('update "coaching_goals" set "done" = true');
    expect(watch.cachedWrites).toBe(0);
    // the session cache's tables, a kept view's, and what cannot be read from its start
    watch.logQuery('update "users" set "language" = $1');
    watch.logQuery('update "sessions" set "expires_at" = $1 where "id_hash" = $2');
    watch.logQuery('update "sessions" set "last_seen_at" = $1, "acting_staff_user_id" = null where "id_hash" = $2');
    watch.logQuery('delete from office_locations where id = $1');
    watch.logQuery('with moved as (update notifications set read_at = now() returning 1) select count(*) from moved');
    expect(watch.cachedWrites).toBe(5);
  });

  it('does not count the session\'s last activity moved on, which no cache serves (sessions/repository.ts touchSession)', () => {
    const watch = new QueryWatch();
    // the text touchSession sends
    watch.logQuery('update "sessions" set "last_seen_at" = $1::timestamptz where ("sessions"."id_hash" = $2 and "sessions"."last_seen_at" < $3::timestamptz)');
    expect(watch.cachedWrites).toBe(0);
  });
});
