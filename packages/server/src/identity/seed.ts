import { createHmac } from 'node:crypto';
import { hashAccessCode, normaliseAccessCode, verifyAccessCode } from '../core/hashing';
import type { Db } from '../core/types';
import type { Client } from '../tenancy/public';
import { demoIdentities } from './demo-identities';
import {
  deleteAccessCode,
  findUserBySubject,
  insertAccessCode,
  insertUser,
  listAccessCodeFingerprints,
  listAccessCodes,
  listFileAccessCodes,
  saveAccessCodeFingerprint,
} from './repository';

/** What a sync did: the clients whose codes were already in step (no hash computed) and those it synced. */
export interface AccessCodeSync {
  readonly unchanged: readonly string[];
  readonly synced: readonly string[];
}

/**
 * The fingerprint of a client's server.json codes against its stored rows (decision 0640): an HMAC-SHA256 of the
 * normalised codes, sorted, keyed by the stored hashes of the rows in id order. Equal fingerprints: the file holds
 * the codes that were synced into exactly these rows. It reveals nothing a copy of the database does not already
 * hold: the same database keeps server.json itself in each release of clients:publish (decision 0530).
 */
export function accessCodeFingerprint(codes: readonly string[], rows: readonly { readonly codeHash: string }[]): string {
  const key = rows.map((row) => row.codeHash).join('\n');
  const message = [...new Set(codes.map(normaliseAccessCode))].sort().join('\n');
  return createHmac('sha256', key).update(message).digest('base64url');
}

/** How many clients' codes are synced at once: scrypt runs on libuv's threads, one per core is enough. */
const SYNC_CONCURRENCY = 2;

/**
 * Makes the stored access codes of every client equal to its server.json, comparing by hash: new codes are added
 * and removed ones deleted, so editing server.json needs only a restart. A client whose file codes give the
 * fingerprint stored at its last sync is left alone without computing a single slow hash (decision 0640): at a
 * thousand clients, checking every code with scrypt at every start took minutes (issue 33 item 6).
 */
export async function syncAccessCodes(db: Db, clients: readonly Client[]): Promise<AccessCodeSync> {
  const [storedByClient, fingerprints] = await Promise.all([listFileAccessCodes(db), listAccessCodeFingerprints(db)]);
  const unchanged: string[] = [];
  const pending: Client[] = [];
  for (const client of clients) {
    const stored = storedByClient.get(client.id) ?? [];
    if (fingerprints.get(client.id) === accessCodeFingerprint(client.server.accessCodes, stored)) unchanged.push(client.id);
    else pending.push(client);
  }
  const synced: string[] = [];
  const worker = async () => {
    for (let client = pending.shift(); client; client = pending.shift()) {
      await syncClientCodes(db, client, storedByClient.get(client.id) ?? []);
      synced.push(client.id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SYNC_CONCURRENCY, pending.length) }, worker));
  return { unchanged, synced: synced.sort() };
}

async function syncClientCodes(db: Db, client: Client, stored: readonly { id: number; codeHash: string }[]): Promise<void> {
  const kept = new Set<number>();
  for (const code of client.server.accessCodes) {
    let found: number | null = null;
    for (const row of stored) {
      if (!kept.has(row.id) && (await verifyAccessCode(code, row.codeHash))) {
        found = row.id;
        break;
      }
    }
    if (found === null) await insertAccessCode(db, client.id, await hashAccessCode(code));
    else kept.add(found);
  }
  for (const row of stored) if (!kept.has(row.id)) await deleteAccessCode(db, client.id, row.id);
  // the fingerprint of the rows as they are now, read back
  await saveAccessCodeFingerprint(db, client.id, accessCodeFingerprint(client.server.accessCodes, await listAccessCodes(db, client.id)));
}

/** Seeds the registered demo identities of every client (one of them an employer admin). */
export async function seedIdentities(db: Db, clients: readonly Client[]): Promise<void> {
  const codes = new Map<string, number | null>();
  for (const client of clients) codes.set(client.id, (await listAccessCodes(db, client.id))[0]?.id ?? null);
  for (const identity of demoIdentities(clients.map((client) => client.id))) {
    if (!identity.registered || (await findUserBySubject(db, identity.clientId, identity.sub))) continue;
    const client = clients.find((candidate) => candidate.id === identity.clientId)!;
    await insertUser(db, {
      clientId: identity.clientId,
      ssoSubject: identity.sub,
      email: identity.email,
      firstName: identity.givenName,
      lastName: identity.familyName,
      dob: identity.dob,
      language: client.manifest.defaultLanguage,
      employerAdmin: identity.employerAdmin,
      staffRoles: [...(identity.staffRoles ?? [])],
      role: 'cl',
      accessCodeId: codes.get(identity.clientId) ?? null,
      tcAccepted: true,
      ppAccepted: true,
      cookiesAccepted: true,
      emailVerifiedAt: identity.emailVerified === false ? null : new Date(),
    });
  }
}
