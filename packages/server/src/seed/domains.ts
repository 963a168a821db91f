import { loadClients } from '@portal/manifest/load';
import type { Manifest } from '@portal/manifest/schema';
import { seedContent } from '../content/seed';
import { countMemberBookings, insertBooking, insertTimeslot } from '../bookings/repository';
import { loadConfig } from '../config';
import type { Db } from '../core/types';
import { markInsightsCompleted } from '../insights/service';
import { upsertText } from '../legal/repository';
import { insertLocations, listLocations } from '../locations/repository';
import { countItems, insertItem } from '../my-list/repository';
import { countNotifications, insertNotifications } from '../notifications/repository';
import { insertProfile } from '../profile/repository';
import { privacyPolicy, termsAndConditions } from './legal-texts';
import { listMembers, setLocationIfNone, type SeedMember } from './repository';
import { demoBookings, demoNotifications, demoProfile, officesOf } from './shell-demo';

type SeedManifest = Pick<Manifest, 'id' | 'name' | 'legal' | 'support'>;

async function seedLegalTexts(db: Db, manifest: SeedManifest): Promise<void> {
  const org = { name: manifest.name, email: manifest.support.email };
  const slugs = [
    { slug: manifest.legal.privacySlug, kind: 'pp' as const },
    { slug: manifest.legal.termsSlug, kind: 'tc' as const },
    { slug: manifest.legal.privacySlugDe, kind: 'pp' as const },
    { slug: manifest.legal.termsSlugDe, kind: 'tc' as const },
  ];
  for (const { slug, kind } of slugs) {
    if (!slug) continue;
    for (const language of ['en', 'de'] as const) {
      const text = kind === 'pp' ? privacyPolicy(org, language) : termsAndConditions(org, language);
      await upsertText(db, { clientId: manifest.id, slug, kind, language, title: text.title, html: text.html });
    }
  }
}

/**
 * Bookings and notifications are seeded once per member (a member who already has some keeps them), so a
 * restart never duplicates them; `npm run db:reset` reseeds them relative to the new "now".
 */
async function seedMember(db: Db, member: SeedMember, manifest: SeedManifest, now: Date): Promise<void> {
  const scope = { clientId: member.clientId, userId: member.id };
  const offices = officesOf(manifest.id, manifest.name);
  const locations = await listLocations(db, member.clientId);
  const office = offices[member.id % offices.length]!;
  const location = locations.find((row) => row.label === office.label) ?? locations[0];
  if (location) await setLocationIfNone(db, member.clientId, member.id, location.id);

  let faceToFaceBookingId = 0;
  if ((await countMemberBookings(db, scope)) === 0) {
    for (const seed of demoBookings(now, office)) {
      const timeslotId = seed.timeslot ? await insertTimeslot(db, { clientId: member.clientId, ...seed.timeslot }) : null;
      const id = await insertBooking(db, { ...scope, ...seed.booking, timeslotId });
      if (seed.key === 'faceToFace') faceToFaceBookingId = id;
    }
  }
  if ((await countNotifications(db, scope)) === 0) {
    const rows = demoNotifications(now, scope, { faceToFaceBookingId });
    // A member who already had bookings keeps them; a face-to-face notice without its session is left out.
    const usable = faceToFaceBookingId > 0 ? rows : rows.filter((row) => row.type !== 'face_to_face');
    await insertNotifications(db, usable.map((row) => ({ ...scope, ...row })));
  }
  await insertProfile(db, demoProfile(scope, office));
  if ((await countItems(db, scope)) === 0) {
    await insertItem(db, scope, { productId: 18, contentId: '301', mediaType: 'podcast' });
    await insertItem(db, scope, { productId: 4, contentId: '112', mediaType: 'course' });
  }
  if (member.employerAdmin) await markInsightsCompleted(db, scope, true);
}

interface SeedClient {
  readonly manifest: SeedManifest;
}

function loadDemoClients(): SeedClient[] {
  return loadClients(loadConfig().clientsDir).clients;
}

/**
 * Seeds demo data of the domains for members the core has seeded already. Pass the clients the server runs
 * with; without them the clients folder of the configuration is read.
 */
export async function seedDomains(
  db: Db,
  clients: readonly SeedClient[] = loadDemoClients(),
  now: Date = new Date(),
): Promise<void> {
  const manifests = clients.map((client) => client.manifest);
  const byId = new Map(manifests.map((manifest) => [manifest.id, manifest]));
  for (const manifest of manifests) {
    await insertLocations(db, manifest.id, officesOf(manifest.id, manifest.name).map((office) => office.label));
    await seedLegalTexts(db, manifest);
  }
  // Seconds are dropped so demo times read as whole minutes.
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  for (const member of await listMembers(db)) {
    const manifest = byId.get(member.clientId);
    if (manifest) await seedMember(db, member, manifest, start);
  }
  await seedContent(db, { clients: manifests, now: start });
}
