import type { DomainSeedContext } from '../core/domain';
import type { Db } from '../core/types';
import { domains } from '../domains';
import { countUsers } from '../identity/repository';
import { seedIdentities, syncAccessCodes, type AccessCodeSync } from '../identity/seed';
import { syncLegalTexts } from '../legal/public';
import type { Client } from '../tenancy/clients';
import { seedMembers } from './seed-context';

/**
 * The demo data of every domain (`seed`, then `seedLast`, in the order of domains.ts), for the members seeded
 * already; each domain's own seed.ts says what it adds.
 * Each is safe to run again: what a member has is kept. The order is the order rows were always inserted in, so
 * ids stay the same from one reseed to the next.
 */
export async function seedDomains(db: Db, clients: readonly Pick<Client, 'manifest'>[], now: Date = new Date()): Promise<void> {
  // Seconds are dropped so demo times read as whole minutes.
  const base = { db, clients: clients.map((client) => client.manifest), now: new Date(Math.floor(now.getTime() / 60_000) * 60_000) };
  const ctx: DomainSeedContext = { ...base, members: await seedMembers(base), made: { faceToFaceBookings: new Map() } };
  for (const domain of domains) await domain.seed?.(ctx);
  for (const domain of domains) await domain.seedLast?.(ctx);
}

/** The whole seed: access codes, demo members, then the domains' demo data. Safe to run again. */
export async function seed(db: Db, clients: readonly Client[], now: Date = new Date()): Promise<void> {
  await syncAccessCodes(db, clients);
  await syncLegalTexts(db, clients);
  await seedIdentities(db, clients);
  await seedDomains(db, clients, now);
}

/**
 * Seeds on the first start (no member yet) and says whether it did. A later start brings the access codes, the legal
 * texts and the demo announcement's date up to date with keepClientsInStep, after it listens (decision 0640).
 */
export async function seedIfEmpty(db: Db, clients: readonly Client[]): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  await seed(db, clients);
  return true;
}

/**
 * A later start's step (decision 0640): the access codes of server.json (only the clients whose codes changed are
 * hashed), the legal texts and the demo announcement's date. Returns what the access-code sync did.
 */
export async function keepClientsInStep(db: Db, clients: readonly Client[]): Promise<AccessCodeSync> {
  const codes = await syncAccessCodes(db, clients);
  await syncLegalTexts(db, clients);
  for (const domain of domains) await domain.reseed?.(db, new Date());
  return codes;
}

/**
 * A development server's step when client folders came or changed while it runs (decision 0530), before they are
 * served: a new client gets what a first start gives every client (access codes, legal texts, the demo identities
 * and the demo data of the areas it permits); a changed one its access codes and legal texts. Only those clients'
 * rows are written, so no other client's data changes, and running it again adds nothing.
 */
export async function provisionClients(db: Db, change: { readonly added: readonly Client[]; readonly changed: readonly Client[] }, now: Date = new Date()): Promise<void> {
  if (change.added.length > 0) await seed(db, change.added, now);
  if (change.changed.length > 0) {
    await syncAccessCodes(db, change.changed);
    await syncLegalTexts(db, change.changed);
  }
}
