import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getPlayer,
  getPodcast,
  PODCAST_SUBSCRIBED,
  PODCAST_UNSUBSCRIBED,
  savePlayer,
  togglePodcastSubscription,
  type Episode,
} from '@portal/contract/calls/content';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { PodcastView } from './podcast';

const episode = (id: number, title: string): Episode => ({
  id,
  podcast_id: 18,
  podcast_title: 'The Calm Commute',
  number: id,
  title,
  description: `About ${title}`,
  duration: 12,
  audio_url: '/content-media/demo-episode.webm',
  published_at: '2026-03-01 10:00:00',
});
const EPISODES = [episode(3, 'Kindness in Traffic'), episode(2, 'Focus on the Train')];

function podcastReply(subscribed: boolean) {
  return {
    success: true,
    subscribed,
    episodes: EPISODES,
    podcast: {
      id: 18,
      title: 'The Calm Commute',
      type: 'podcasts',
      thumbnail: null,
      subtitle: 'Weekly podcast',
    },
  };
}

describe('podcast page', { timeout: 30_000 }, () => {
  it("plays ?play's episode, toggles the subscription with the server's message and saves the queue", async () => {
    let subscribed = false;
    const api = mockCalls([
      answer(getPodcast, () => podcastReply(subscribed)),
      answer(getPlayer, { success: true, player: { queue: [], current_episode_id: null, position: 0 } }),
      answer(savePlayer, { success: true }),
      answer(togglePodcastSubscription, () => {
        subscribed = !subscribed;
        return { success: true, msg: subscribed ? PODCAST_SUBSCRIBED : PODCAST_UNSUBSCRIBED } as const;
      }),
    ]);
    const user = userEvent.setup();
    renderFeature(<PodcastView id={18} />, { path: '/sound-space/18?play=3' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Calm Commute' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const player = screen.getByRole('region', { name: 'Now playing' });
    expect(within(player).getByLabelText('Player: Kindness in Traffic')).toHaveAttribute(
      'src',
      '/content-media/demo-episode.webm',
    );
    expect(api.bodiesOf(savePlayer)).toEqual([{ queue: [3], current_episode_id: 3, position: 0 }]);

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully subscribed');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Successfully unsubscribed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Focus on the Train to your queue' }));
    expect(within(player).getAllByRole('listitem')).toHaveLength(2);
    expect(api.bodiesOf(savePlayer).at(-1)).toEqual({ queue: [3, 2], current_episode_id: 3, position: 0 });
    expect(screen.getByRole('button', { name: 'Add Focus on the Train to your queue' })).toBeDisabled();
  });

  it('resumes the saved episode at its position, saves it when the member leaves, and says when the podcast is missing', async () => {
    const api = mockCalls([
      answer(getPodcast, podcastReply(false)),
      answer(getPlayer, {
        success: true,
        player: { queue: [EPISODES[1]!], current_episode_id: 2, position: 7 },
      }),
      answer(savePlayer, { success: true }),
    ]);
    const first = renderFeature(<PodcastView id={18} />, { path: '/sound-space/18' });
    expect(await screen.findByText('Resumes at 0:07', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Player: Focus on the Train')).toBeInTheDocument();
    first.unmount();
    expect(api.bodiesOf(savePlayer)).toHaveLength(1);
    expect(api.bodiesOf(savePlayer)[0]).toEqual({ queue: [2], current_episode_id: 2, position: 7 });

    mockCalls([
      answer(getPodcast, { status: 404, body: { success: false, err: 'Please choose a valid podcast.' } }),
      answer(getPlayer, { success: true, player: { queue: [], current_episode_id: null, position: 0 } }),
    ]);
    renderFeature(<PodcastView id={99} />, { path: '/sound-space/99' });
    expect(await screen.findByText('This podcast is not available.')).toBeInTheDocument();
  });
});
