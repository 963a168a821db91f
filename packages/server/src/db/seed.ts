import { redateDemoAnnouncements, seedAdminActivity } from '../admin/seed';
import { seedAchievements } from '../achievements/seed';
import { seedImpact } from '../impact/seed';
import { seedBookings } from '../bookings/seed';
import { seedChats } from '../chat/seed';
import { seedCoachAccounts } from '../workspace/seed';
import { seedCoaching } from '../coaching/seed';
import { seedDemoJourneys } from '../coaching/demo-journeys';
import { seedDmh } from '../dmh/seed';
import { seedBloodTest } from '../blood-test/seed';
import { seedContent } from '../content/seed';
import type { Db } from '../core/types';
import { seedHelp } from '../help/seed';
import { seedEvents } from '../events/seed';
import { seedOrgContacts } from '../my-org/seed';
import { seedChallenges } from '../fitness/public';
import { countUsers } from '../identity/repository';
import { seedHealthScores } from '../health-score/seed';
import { seedIdentities, syncAccessCodes } from '../identity/seed';
import { seedInsights } from '../insights/seed';
import { seedLegalTexts } from '../legal/seed';
import { seedLocations, seedMemberLocations } from '../locations/seed';
import { seedMyLists } from '../my-list/seed';
import { seedNotifications } from '../notifications/seed';
import { seedProfiles } from '../profile/seed';
import type { Client } from '../tenancy/clients';
import { seedMembers, type SeedContext } from './seed-context';

/**
 * The demo data of every domain, for the members seeded already; each domain's own seed.ts says what it adds.
 * Each is safe to run again: what a member has is kept. The order is the order rows were always inserted in, so
 * ids stay the same from one reseed to the next.
 */
export async function seedDomains(db: Db, clients: readonly Pick<Client, 'manifest'>[], now: Date = new Date()): Promise<void> {
  // Seconds are dropped so demo times read as whole minutes.
  const ctx: SeedContext = { db, clients: clients.map((client) => client.manifest), now: new Date(Math.floor(now.getTime() / 60_000) * 60_000) };
  await seedLocations(ctx);
  await seedLegalTexts(ctx);
  const members = await seedMembers(ctx);
  await seedMemberLocations(ctx, members);
  const faceToFace = await seedBookings(ctx, members);
  await seedNotifications(ctx, members, faceToFace);
  await seedProfiles(ctx, members);
  await seedInsights(ctx, members);
  await seedContent(db, { clients: ctx.clients, now: ctx.now });
  // after the content: the demo lists hold library items
  await seedMyLists(ctx, members);
  await seedHelp(ctx);
  await seedEvents(ctx, members);
  await seedOrgContacts(ctx);
  await seedCoaching(ctx);
  await seedHealthScores(ctx, members);
  await seedDmh(ctx);
  await seedBloodTest(ctx, members);
  await seedCoachAccounts(ctx);
  await seedChats(ctx, members);
  await seedAdminActivity(ctx);
  await seedAchievements(ctx, members);
  await seedImpact(ctx);
  await seedDemoJourneys(ctx);
  await seedChallenges(ctx, members);
}

/** The whole seed: access codes, demo members, then the domains' demo data. Safe to run again. */
export async function seed(db: Db, clients: readonly Client[], now: Date = new Date()): Promise<void> {
  await syncAccessCodes(db, clients);
  await seedIdentities(db, clients);
  await seedDomains(db, clients, now);
}

/** Seeds on the first start (no member yet); later starts only bring the access codes and the demo announcement's date up to date. */
export async function seedIfEmpty(db: Db, clients: readonly Client[]): Promise<boolean> {
  if ((await countUsers(db)) > 0) {
    await syncAccessCodes(db, clients);
    await redateDemoAnnouncements(db, new Date());
    return false;
  }
  await seed(db, clients);
  return true;
}
