import {
  getPlayer,
  getPodcast,
  savePlayer,
  togglePodcastSubscription,
  type PlayerState,
} from '@portal/contract/calls/content';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const usePodcast = (id: number) => useCall(getPodcast, { podcast_id: id });

export const usePlayer = () => useCall(getPlayer, {}, { revalidateOnFocus: false });

export const toggleSubscription = (podcastId: number) =>
  callApi(togglePodcastSubscription, { podcast_id: podcastId });

/** The ids and position the server keeps of a player. */
export function playerBody(state: PlayerState) {
  return {
    queue: state.queue.map((episode) => episode.id),
    current_episode_id: state.current_episode_id,
    position: Math.max(0, Math.min(86_400, state.position)),
  };
}

export const savePlayerState = (state: PlayerState) => callApi(savePlayer, playerBody(state));

/**
 * Saves the player while the page goes away (tab closed, reload): a keepalive request outlives the page, as a
 * beacon would, but keeps the JSON content type the server requires.
 */
export function savePlayerOnLeave(state: PlayerState): void {
  void fetch(savePlayer.path, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(playerBody(state)),
  }).catch(() => undefined);
}
