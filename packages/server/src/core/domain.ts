import type { Office } from '../locations/public';
import type { Client } from '../tenancy/clients';
import type { SeedContext, SeedMember, MemberScope } from '../db/seed-context';
import type { BeforeLogout } from '../identity/service';
import type { SocketRoute } from '../realtime/sockets';
import type { TestMemberOptions } from '../testing/test-members';
import type { CallHandler, Db } from './types';

/** What a domain's seed gets: the seed's context, the demo members, and the facts earlier domains' seeds left. */
export interface DomainSeedContext extends SeedContext {
  readonly members: readonly SeedMember[];
  /** what one domain's seed made that a later one refers to (bookings fills it, notifications reads it) */
  readonly made: SeededFacts;
}

/** The rows a seed refers to across domains; filled in list order, so a domain reads only what an earlier one made. */
export interface SeededFacts {
  /** member id -> the id of their demo face-to-face booking (a notification leads to it) */
  readonly faceToFaceBookings: Map<number, number>;
}

/** What a domain's part of a test member gets (POST /__test/members, testing/test-members.ts). */
export interface TestMemberSetup {
  readonly db: Db;
  readonly client: Client;
  readonly scope: MemberScope;
  /** what the test asked for, with every default filled in */
  readonly options: TestMemberOptions;
  /** in whole minutes */
  readonly now: Date;
  /** the member's office (the first of the client's demo offices) */
  readonly office: Office;
  /** what earlier domains made for this member (bookings sets it, notifications reads it) */
  readonly made: { faceToFaceBookingId: number };
}

/**
 * A server domain as the composition root sees it: everything a new area plugs in, in one place. `domains.ts`
 * lists one per domain; handlers, sockets, seed and test members are composed from that list alone.
 */
export interface Domain {
  /** the folder name under packages/server/src */
  readonly name: string;
  /** the calls this domain answers */
  readonly handlers?: readonly CallHandler[];
  /** stands in front of other domains' handlers (events answers home content's event cards) */
  readonly wrapHandlers?: (handlers: readonly CallHandler[]) => readonly CallHandler[];
  /** the domain's tables (`import * as tables from './schema'`); domain-schema.ts must re-export them (domains.test.ts) */
  readonly tables?: Readonly<Record<string, unknown>>;
  /** WebSocket routes */
  readonly sockets?: readonly SocketRoute[];
  /** runs as a member logs out, before the session ends */
  readonly beforeLogout?: readonly BeforeLogout[];
  /** demo data, run in list order, safe to run again (what a member has is kept) */
  readonly seed?: (ctx: DomainSeedContext) => Promise<void>;
  /** demo data that reads what every domain seeded, run after all `seed`s in list order */
  readonly seedLast?: (ctx: DomainSeedContext) => Promise<void>;
  /** on every later start of a seeded database (dates that must stay current) */
  readonly reseed?: (db: Db, now: Date) => Promise<void>;
  /** this domain's part of a test member, in list order */
  readonly testMember?: (setup: TestMemberSetup) => Promise<void>;
}

/** Declares a domain (a typed identity: the object is the descriptor). */
export function defineDomain(domain: Domain): Domain {
  return domain;
}
