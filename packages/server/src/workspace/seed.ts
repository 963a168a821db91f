import type { Db } from '../core/types';
import type { SeedContext } from '../db/seed-context';
import { findUserBySubject } from '../identity/repository';
import { firstCoachOf, linkCoachAccount } from './repository';

/** coach@<client>.example answers for the client's first mental health coach (coaching/seed.ts seeds Aoife first). */
export async function seedCoachAccounts(ctx: SeedContext): Promise<void> {
  for (const manifest of ctx.clients) {
    const user = await findUserBySubject(ctx.db, manifest.id, `${manifest.id}-coach`);
    const coachId = await firstCoachOf(ctx.db, manifest.id, 'mental_health');
    if (user && coachId !== undefined) await linkCoachAccount(ctx.db, { clientId: manifest.id, userId: user.id, coachId });
  }
}

export async function linkFirstCoach(db: Db, clientId: string, userId: number): Promise<void> {
  const coachId = await firstCoachOf(db, clientId, 'mental_health');
  if (coachId !== undefined) await linkCoachAccount(db, { clientId, userId, coachId });
}
