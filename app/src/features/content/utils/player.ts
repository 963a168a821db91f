import type { Episode, PlayerState } from '@portal/contract/calls/content';

/** Plays an episode now: it goes to the front of the queue (once), from its start unless it is already current. */
export function playNow(state: PlayerState, episode: Episode): PlayerState {
  const queue = [episode, ...state.queue.filter((queued) => queued.id !== episode.id)];
  const resuming = state.current_episode_id === episode.id;
  return { queue, current_episode_id: episode.id, position: resuming ? state.position : 0 };
}

/** Adds an episode to the end of the queue, once; the first episode queued becomes current. */
export function enqueue(state: PlayerState, episode: Episode): PlayerState {
  if (state.queue.some((queued) => queued.id === episode.id)) return state;
  return {
    queue: [...state.queue, episode],
    current_episode_id: state.current_episode_id ?? episode.id,
    position: state.current_episode_id === null ? 0 : state.position,
  };
}

/** Takes an episode out of the queue; when it was playing, the next one (or none) becomes current. */
export function dequeue(state: PlayerState, episodeId: number): PlayerState {
  const index = state.queue.findIndex((queued) => queued.id === episodeId);
  if (index === -1) return state;
  const queue = state.queue.filter((queued) => queued.id !== episodeId);
  if (state.current_episode_id !== episodeId) return { ...state, queue };
  const next = queue[index] ?? null;
  return { queue, current_episode_id: next?.id ?? null, position: 0 };
}

/** After an episode ends: the next in the queue, or none. */
export function playNext(state: PlayerState): PlayerState {
  const index = state.queue.findIndex((queued) => queued.id === state.current_episode_id);
  const next = index === -1 ? undefined : state.queue[index + 1];
  return { ...state, current_episode_id: next?.id ?? null, position: 0 };
}

/** m:ss of a number of seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
