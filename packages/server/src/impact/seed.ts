import type { SeedContext } from '../db/seed-context';
import { insertProgramme } from './repository';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Each demo client's sustainability programme: begun some months before the seed, with what the organisation
 * had contributed by then (varied per client so the totals differ).
 */
export async function seedImpact(ctx: SeedContext): Promise<void> {
  for (const [index, manifest] of ctx.clients.entries()) {
    const since = new Date(ctx.now.getTime() - (120 + 30 * index) * DAY).toISOString().slice(0, 10);
    await insertProgramme(ctx.db, {
      clientId: manifest.id,
      since,
      openingTrees: 40 + 17 * index,
      openingBottles: 1_250 + 310 * index,
    });
  }
}
