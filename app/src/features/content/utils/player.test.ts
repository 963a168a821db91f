import { describe, expect, it } from 'vitest';
import type { Episode, PlayerState } from '@portal/contract/calls/content';
import { clock, dequeue, enqueue, playNext, playNow } from './player';

const episode = (id: number): Episode => ({
  id,
  podcast_id: 1,
  podcast_title: 'The Calm Commute',
  number: id,
  title: `Episode ${id}`,
  description: '',
  duration: 12,
  audio_url: '/content-media/demo-episode.webm',
  published_at: '2026-03-01 10:00:00',
});
const empty: PlayerState = { queue: [], current_episode_id: null, position: 0 };
const ids = (state: PlayerState) => state.queue.map((queued) => queued.id);

describe('the audio player queue', () => {
  it('plays an episode now at the front of the queue, resuming only the current one', () => {
    const playing = { queue: [episode(1), episode(2)], current_episode_id: 1, position: 5 };
    expect(playNow(playing, episode(2))).toMatchObject({ current_episode_id: 2, position: 0 });
    expect(ids(playNow(playing, episode(2)))).toEqual([2, 1]);
    expect(playNow(playing, episode(1))).toMatchObject({ current_episode_id: 1, position: 5 });
    expect(ids(playNow(empty, episode(3)))).toEqual([3]);
  });

  it('queues each episode once; the first queued becomes current', () => {
    const one = enqueue(empty, episode(1));
    expect(one).toMatchObject({ current_episode_id: 1, position: 0 });
    const two = enqueue({ ...one, position: 4 }, episode(2));
    expect(ids(two)).toEqual([1, 2]);
    expect(two).toMatchObject({ current_episode_id: 1, position: 4 });
    expect(enqueue(two, episode(2))).toBe(two);
  });

  it('removes an episode and moves on to the next when it was playing; ends after the last', () => {
    const state = { queue: [episode(1), episode(2), episode(3)], current_episode_id: 2, position: 6 };
    expect(dequeue(state, 2)).toMatchObject({ current_episode_id: 3, position: 0 });
    expect(dequeue(state, 1)).toMatchObject({ current_episode_id: 2, position: 6 });
    expect(playNext(state)).toMatchObject({ current_episode_id: 3, position: 0 });
    expect(playNext({ ...state, current_episode_id: 3 })).toMatchObject({ current_episode_id: null });
  });

  it('writes positions as m:ss', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(7.9)).toBe('0:07');
    expect(clock(125)).toBe('2:05');
  });
});
