import { expect, it } from 'vitest';
import { withHarness } from '../../test/harness';
import { bookings, eventTimeslots } from '../bookings/schema';
import type { Db } from '../core/types';
import { insightCompletions } from '../insights/schema';
import { legalTexts } from '../legal/schema';
import { officeLocations } from '../locations/schema';
import { myListItems } from '../my-list/schema';
import { notifications } from '../notifications/schema';
import { userProfiles } from '../profile/schema';
import { seedDomains } from './seed';

const TABLES = { bookings, eventTimeslots, notifications, officeLocations, legalTexts, userProfiles, myListItems, insightCompletions };

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) result[name] = await db.$count(table);
  return result;
}

withHarness('domain seed', (h) => {
  it('seeds every demo client: offices, legal texts in English and German, data for each member', async () => {
    const seeded = await counts(h().db);
    for (const name of Object.keys(TABLES)) expect(seeded[name]).toBeGreaterThan(0);
    const offices = await h().db.select().from(officeLocations);
    const texts = await h().db.select().from(legalTexts);
    for (const client of h().clients) {
      expect(offices.filter((row) => row.clientId === client.id).length).toBeGreaterThanOrEqual(2);
      const { privacySlug, termsSlug, privacySlugDe, termsSlugDe } = client.manifest.legal;
      for (const slug of [privacySlug, termsSlug, privacySlugDe, termsSlugDe].filter(Boolean))
        for (const language of ['en', 'de'])
          expect(texts.some((row) => row.clientId === client.id && row.slug === slug && row.language === language)).toBe(true);
    }
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await counts(h().db);
    await seedDomains(h().db, h().clients);
    expect(await counts(h().db)).toEqual(before);
  });
});
