import { and, eq } from 'drizzle-orm';
import type { SeedContext, SeedMember } from '../db/seed-context';
import { toMetres } from './adapter';
import { generatedDay } from './local-provider';
import { upsertDays } from './repository';
import { challengeParticipants, challenges, rewards } from './schema';

const DAY_MS = 86_400_000;
/** Generated days per demo member: enough to cover the finished demo challenge. */
const SEEDED_DAYS = 42;
const dayOf = (at: Date, offset: number) => new Date(at.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

interface DemoChallenge {
  readonly key: string;
  readonly titles: { en: string; de: string };
  /** days from the seed's day */
  readonly from: number;
  readonly to: number;
  readonly metric: 'steps' | 'distance';
  readonly goal: number;
  readonly teams: { en: string[]; de: string[] };
}

/** A running team step challenge and a finished individual distance challenge per client with the page. */
export const DEMO_CHALLENGES: readonly DemoChallenge[] = [
  {
    key: 'winter-steps',
    titles: { en: 'Winter Step Challenge', de: 'Winter-Schritte-Challenge' },
    from: -6,
    to: 14,
    metric: 'steps',
    goal: 150_000,
    teams: { en: ['Harbour Walkers', 'Office Striders'], de: ['Hafenläufer', 'Büro-Schreiter'] },
  },
  {
    key: 'autumn-distance',
    titles: { en: 'Autumn Distance Dash', de: 'Herbst-Distanzlauf' },
    from: -40,
    to: -12,
    metric: 'distance',
    goal: 100_000,
    teams: { en: [], de: [] },
  },
];

interface DemoReward {
  readonly key: string;
  readonly level: number;
  readonly partner: string;
  readonly texts: Record<'en' | 'de', { title: string; description: string }>;
}

/** Each client's partner discounts by level (fictional partners; decision 0571). */
export const DEMO_REWARDS: readonly DemoReward[] = [
  {
    key: 'stride-shoes',
    level: 2,
    partner: 'Stride & Co',
    texts: {
      en: { title: '15% off running shoes', description: 'Online or in any Stride & Co shop until the end of the season.' },
      de: { title: '15 % Rabatt auf Laufschuhe', description: 'Online oder in jeder Filiale von Stride & Co bis Saisonende.' },
    },
  },
  {
    key: 'greenbowl',
    level: 3,
    partner: 'Greenbowl Kitchen',
    texts: {
      en: { title: 'A free lunch bowl', description: 'One bowl of your choice at any Greenbowl Kitchen.' },
      de: { title: 'Eine Lunch-Bowl gratis', description: 'Eine Bowl nach Wahl in jeder Greenbowl Kitchen.' },
    },
  },
  {
    key: 'peak-gym',
    level: 4,
    partner: 'Peak Gyms',
    texts: {
      en: { title: 'A month of gym membership', description: 'One month at Peak Gyms, no joining fee.' },
      de: { title: 'Ein Monat Fitnessstudio', description: 'Ein Monat bei Peak Gyms, ohne Aufnahmegebühr.' },
    },
  },
];

/**
 * The demo challenges (decision 0570) for clients that permit /challenges, in the client's first language, and
 * for their demo members a fortnight of generated activity (the local provider's, so a member who then connects
 * sees the same days), a place in the running challenge and, for every other one, in the finished one. Safe to
 * run again.
 */
export async function seedChallenges(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  for (const manifest of ctx.clients) {
    if (!(manifest.permittedRoutes as readonly string[]).includes('challenges')) continue;
    const language = manifest.defaultLanguage === 'de' ? 'de' : 'en';
    const ids: number[] = [];
    for (const demo of DEMO_CHALLENGES) {
      await ctx.db
        .insert(challenges)
        .values({
          clientId: manifest.id,
          seedKey: demo.key,
          title: demo.titles[language],
          startsOn: dayOf(ctx.now, demo.from),
          endsOn: dayOf(ctx.now, demo.to),
          metric: demo.metric,
          goal: demo.goal,
          teams: demo.teams[language],
          createdAt: ctx.now,
          // the demo's start and end are history, not news
          startNotifiedAt: ctx.now,
          ...(demo.to < 0 ? { endNotifiedAt: ctx.now } : {}),
        })
        .onConflictDoNothing();
      const [row] = await ctx.db.select({ id: challenges.id, teams: challenges.teams }).from(challenges).where(and(eq(challenges.clientId, manifest.id), eq(challenges.seedKey, demo.key))).limit(1);
      if (row) ids.push(row.id);
    }
    for (const reward of DEMO_REWARDS) {
      const code = `${reward.key.split('-')[0]!.toUpperCase()}-${manifest.id.toUpperCase().slice(0, 4)}-${String(reward.level * 1371).padStart(4, '0')}`;
      await ctx.db.insert(rewards).values({ clientId: manifest.id, seedKey: reward.key, level: reward.level, partner: reward.partner, texts: reward.texts, code }).onConflictDoNothing();
    }
    const mine = members.filter((member) => member.clientId === manifest.id);
    const running = ids[0];
    const teams = DEMO_CHALLENGES[0]!.teams[language];
    for (const [index, member] of mine.entries()) {
      const subject = `seed:${manifest.id}:${member.id}`;
      const days = Array.from({ length: SEEDED_DAYS }, (_, i) => generatedDay(subject, dayOf(ctx.now, -(SEEDED_DAYS - 1) + i)));
      await upsertDays(
        ctx.db,
        days.map((day) => ({ clientId: manifest.id, userId: member.id, provider: 'local' as const, day: day.day, steps: day.steps, metres: toMetres(day.distance, day.unit), syncedAt: ctx.now })),
      );
      if (running !== undefined) {
        await ctx.db
          .insert(challengeParticipants)
          .values({ challengeId: running, clientId: manifest.id, userId: member.id, team: teams[index % teams.length] ?? null, joinedAt: ctx.now })
          .onConflictDoNothing();
      }
      // the finished individual challenge: every other demo member took part
      const finished = ids[1];
      if (finished !== undefined && index % 2 === 0) {
        await ctx.db.insert(challengeParticipants).values({ challengeId: finished, clientId: manifest.id, userId: member.id, team: null, joinedAt: ctx.now }).onConflictDoNothing();
      }
    }
  }
}
