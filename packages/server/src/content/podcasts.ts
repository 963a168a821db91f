import {
  PODCAST_SUBSCRIBED,
  PODCAST_UNSUBSCRIBED,
  UNKNOWN_EPISODE_MESSAGE,
  type ContentItem,
  type Episode,
  type PlayerState,
} from '@portal/contract/calls/content';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { CallError, type Db, type Member } from '../core/types';
import { contentCard, localised } from './cards';
import { visibleItem } from './class-repository';
import * as repo from './podcast-repository';
import { favouritedItemIds } from './repository';
import { dateTimeText } from './rules';

export const UNKNOWN_PODCAST_MESSAGE = 'Please choose a valid podcast.';

async function podcastOf(db: Db, member: Member, podcastId: number) {
  const row = await visibleItem(db, member.clientId, podcastId);
  if (!row || row.type !== 'podcasts') throw new CallError(404, UNKNOWN_PODCAST_MESSAGE);
  return row;
}

function episodeOf({ episode, podcast }: repo.EpisodeWithPodcast, language: string): Episode {
  const text = language === 'en' ? undefined : episode.translations[language];
  return {
    id: episode.id,
    podcast_id: podcast.id,
    podcast_title: localised(podcast, language).title,
    number: episode.number,
    title: text?.title ?? episode.title,
    description: text?.description ?? episode.description,
    duration: episode.durationSeconds,
    audio_url: episode.audioUrl,
    published_at: dateTimeText(episode.publishedAt),
  };
}

/** A podcast, its episodes newest first, and the member's subscription. */
export async function getPodcast(
  db: Db,
  member: Member,
  manifest: Manifest,
  podcastId: number,
): Promise<{ podcast: ContentItem; subscribed: boolean; episodes: Episode[] }> {
  const row = await podcastOf(db, member, podcastId);
  const { shown } = await memberLanguage(db, member, manifest);
  const [episodes, subscribed, favourites] = await Promise.all([
    repo.visibleEpisodes(db, member.clientId, { podcastId }),
    repo.isSubscribed(db, member, podcastId),
    favouritedItemIds(db, member.clientId, member.userId, [podcastId]),
  ]);
  const card = contentCard(row, shown, favourites.has(podcastId));
  return {
    podcast: { ...card, details: { ...card.details, last_episode_id: episodes[0]?.episode.id ?? null } },
    subscribed,
    episodes: episodes.map((episode) => episodeOf(episode, shown)),
  };
}

/** podcasts/subscribe: the reply's msg is the spec's 'Successfully subscribed' or 'Successfully unsubscribed'. */
export async function toggleSubscription(db: Db, member: Member, podcastId: number) {
  await podcastOf(db, member, podcastId);
  const subscribed = await repo.toggleSubscription(db, member, podcastId);
  return { success: true, msg: subscribed ? PODCAST_SUBSCRIBED : PODCAST_UNSUBSCRIBED } as const;
}

/** The member's player; episodes that are no longer visible drop out of the queue. */
export async function getPlayer(db: Db, member: Member, manifest: Manifest): Promise<PlayerState> {
  const row = await repo.playerOf(db, member);
  if (!row) return { queue: [], current_episode_id: null, position: 0 };
  const { shown } = await memberLanguage(db, member, manifest);
  const found = await repo.visibleEpisodes(db, member.clientId, { ids: row.queue });
  const byId = new Map(found.map((episode) => [episode.episode.id, episodeOf(episode, shown)]));
  const queue = row.queue.flatMap((id) => byId.get(id) ?? []);
  const current =
    row.currentEpisodeId !== null && byId.has(row.currentEpisodeId) ? row.currentEpisodeId : null;
  return { queue, current_episode_id: current, position: current === null ? 0 : row.positionSeconds };
}

/** Saves the queue (each episode once, in order), the current episode, which must be queued, and its position. */
export async function savePlayer(
  db: Db,
  member: Member,
  input: {
    readonly queue: readonly number[];
    readonly current_episode_id: number | null;
    readonly position: number;
  },
): Promise<void> {
  const queue = [...new Set(input.queue)];
  const found = await repo.visibleEpisodes(db, member.clientId, { ids: queue });
  if (found.length !== queue.length) throw new CallError(404, UNKNOWN_EPISODE_MESSAGE);
  if (input.current_episode_id !== null && !queue.includes(input.current_episode_id)) {
    throw new CallError(400, UNKNOWN_EPISODE_MESSAGE);
  }
  const current = found.find((episode) => episode.episode.id === input.current_episode_id);
  const position = current ? Math.min(Math.round(input.position), current.episode.durationSeconds) : 0;
  await repo.savePlayer(db, member, {
    queue,
    currentEpisodeId: input.current_episode_id,
    positionSeconds: position,
  });
}
