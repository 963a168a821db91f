import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Member } from '../core/types';
import { contentItems, podcastEpisodes, podcastPlayers, podcastSubscriptions } from './schema';

export type EpisodeRow = typeof podcastEpisodes.$inferSelect;
export type NewEpisodeRow = typeof podcastEpisodes.$inferInsert;

export interface EpisodeWithPodcast {
  readonly episode: EpisodeRow;
  readonly podcast: typeof contentItems.$inferSelect;
}

const visibleTo = (clientId: string) =>
  or(isNull(contentItems.clientId), eq(contentItems.clientId, clientId));

/** Episodes of podcasts the client's members may see, by id; unknown or foreign ids are left out. */
export async function visibleEpisodes(
  db: Db,
  clientId: string,
  where: { readonly ids?: readonly number[]; readonly podcastId?: number },
): Promise<EpisodeWithPodcast[]> {
  if (where.ids && where.ids.length === 0) return [];
  return db
    .select({ episode: podcastEpisodes, podcast: contentItems })
    .from(podcastEpisodes)
    .innerJoin(contentItems, eq(contentItems.id, podcastEpisodes.podcastItemId))
    .where(
      and(
        visibleTo(clientId),
        eq(contentItems.type, 'podcasts'),
        where.ids ? inArray(podcastEpisodes.id, [...where.ids]) : undefined,
        where.podcastId === undefined ? undefined : eq(podcastEpisodes.podcastItemId, where.podcastId),
      ),
    )
    .orderBy(desc(podcastEpisodes.number));
}

/** Subscribes, or unsubscribes when already subscribed; true when subscribed afterwards. */
export async function toggleSubscription(db: Db, member: Member, podcastId: number): Promise<boolean> {
  const added = await db
    .insert(podcastSubscriptions)
    .values({ clientId: member.clientId, userId: member.userId, podcastItemId: podcastId })
    .onConflictDoNothing()
    .returning({ id: podcastSubscriptions.podcastItemId });
  if (added.length > 0) return true;
  await db
    .delete(podcastSubscriptions)
    .where(
      and(
        eq(podcastSubscriptions.clientId, member.clientId),
        eq(podcastSubscriptions.userId, member.userId),
        eq(podcastSubscriptions.podcastItemId, podcastId),
      ),
    );
  return false;
}

export async function isSubscribed(db: Db, member: Member, podcastId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: podcastSubscriptions.podcastItemId })
    .from(podcastSubscriptions)
    .where(
      and(
        eq(podcastSubscriptions.clientId, member.clientId),
        eq(podcastSubscriptions.userId, member.userId),
        eq(podcastSubscriptions.podcastItemId, podcastId),
      ),
    );
  return row !== undefined;
}

export async function playerOf(db: Db, member: Member) {
  const [row] = await db
    .select()
    .from(podcastPlayers)
    .where(and(eq(podcastPlayers.clientId, member.clientId), eq(podcastPlayers.userId, member.userId)));
  return row;
}

export async function savePlayer(
  db: Db,
  member: Member,
  state: {
    readonly queue: number[];
    readonly currentEpisodeId: number | null;
    readonly positionSeconds: number;
  },
): Promise<void> {
  await db
    .insert(podcastPlayers)
    .values({ clientId: member.clientId, userId: member.userId, ...state })
    .onConflictDoUpdate({
      target: [podcastPlayers.clientId, podcastPlayers.userId],
      set: { ...state, updatedAt: sql`now()` },
    });
}

export async function hasEpisodes(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: podcastEpisodes.id }).from(podcastEpisodes).limit(1);
  return row !== undefined;
}

export async function insertEpisodes(db: Db, rows: readonly NewEpisodeRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insert(podcastEpisodes)
      .values([...rows])
      .onConflictDoNothing();
}

