import { hashAccessCode, verifyAccessCode } from '../core/hashing';
import type { Db } from '../core/types';
import type { Client } from '../tenancy/public';
import { demoIdentities } from './demo-identities';
import { deleteAccessCode, findUserBySubject, insertAccessCode, insertUser, listAccessCodes } from './repository';

/**
 * Makes the stored access codes of every client equal to its server.json, comparing by hash:
 * new codes are added and removed ones deleted, so editing server.json needs only a restart.
 */
export async function syncAccessCodes(db: Db, clients: readonly Client[]): Promise<void> {
  for (const client of clients) {
    const stored = await listAccessCodes(db, client.id);
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
  }
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
