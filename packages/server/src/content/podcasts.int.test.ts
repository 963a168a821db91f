import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  getHomeContent,
  getPlayer,
  getPodcast,
  PLAYER_QUEUE_MESSAGE,
  savePlayer,
  togglePodcastSubscription,
  UNKNOWN_EPISODE_MESSAGE,
} from '@portal/contract/calls/content';
import { withHarness, type Harness } from '../../test/harness';
import { assertEdgeNumbersRefused, assertNoServerErrors } from '../../test/random-bodies';
import { contentHandlers } from './handlers';
import { UNKNOWN_PODCAST_MESSAGE } from './podcasts';
import { contentItems } from './schema';

async function itemBySlug(h: () => Harness, slug: string) {
  const [row] = await h().db.select().from(contentItems).where(eq(contentItems.slug, slug));
  return row!;
}

withHarness('podcasts', (h) => {
  it("opens a podcast with its episodes newest first, in the member's language", async () => {
    const harbour = await h().session('harbour', 'member@harbour.example');
    const commute = await itemBySlug(h, 'shared:podcast-calm-commute');
    const reply = await h().call(getPodcast, { podcast_id: commute.id }, harbour);
    expect(reply.podcast).toMatchObject({ id: commute.id, title: 'The Calm Commute', type: 'podcasts' });
    expect(reply.subscribed).toBe(false);
    expect(reply.episodes.map((episode) => episode.title)).toEqual([
      'Kindness in Traffic',
      'Focus on the Train',
      'Leaving Work at Work',
    ]);
    expect(reply.episodes[0]).toMatchObject({
      number: 3,
      podcast_title: 'The Calm Commute',
      audio_url: '/content-media/demo-episode.webm',
      duration: 12,
    });
    expect(reply.podcast.details?.last_episode_id).toBe(reply.episodes[0]!.id);
    // the cards carry it too, for their /sound-space/{id}?play={last_episode_id} link
    const cards = await h().call(getHomeContent, { type: 'podcasts', pageSize: 50 }, harbour);
    const card = cards.data.find((item) => item.id === commute.id);
    expect(card?.details?.last_episode_id).toBe(reply.episodes[0]!.id);

    const kontor = await h().session('kontor', 'member@kontor.example');
    const de = await h().call(getPodcast, { podcast_id: commute.id }, kontor);
    expect(de.podcast.title).toBe('Gelassen pendeln');
    expect(de.episodes[0]!.title).toBe('Freundlich im Stau');
  });

  it("subscribes and unsubscribes with the spec's messages, per member", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const admin = await h().session('harbour', 'admin@harbour.example');
    const body = await itemBySlug(h, 'shared:podcast-body-talk');
    expect(await h().call(togglePodcastSubscription, { podcast_id: body.id }, member)).toEqual({
      success: true,
      msg: 'Successfully subscribed',
    });
    expect((await h().call(getPodcast, { podcast_id: body.id }, member)).subscribed).toBe(true);
    expect((await h().call(getPodcast, { podcast_id: body.id }, admin)).subscribed).toBe(false);
    expect((await h().call(togglePodcastSubscription, { podcast_id: body.id }, member)).msg).toBe(
      'Successfully unsubscribed',
    );
    expect((await h().call(getPodcast, { podcast_id: body.id }, member)).subscribed).toBe(false);
  });

  it('keeps the queue, the current episode and its position per member, across visits', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const admin = await h().session('harbour', 'admin@harbour.example');
    expect((await h().call(getPlayer, {}, member)).player).toEqual({
      queue: [],
      current_episode_id: null,
      position: 0,
    });
    const commute = await itemBySlug(h, 'shared:podcast-calm-commute');
    const [third, second] = (await h().call(getPodcast, { podcast_id: commute.id }, member)).episodes;
    await h().call(
      savePlayer,
      { queue: [second!.id, third!.id, second!.id], current_episode_id: third!.id, position: 7.4 },
      member,
    );
    const again = await h().session('harbour', 'member@harbour.example');
    const { player } = await h().call(getPlayer, {}, again);
    expect(player.queue.map((episode) => episode.id)).toEqual([second!.id, third!.id]);
    expect(player).toMatchObject({ current_episode_id: third!.id, position: 7 });
    // never past the episode's end
    await h().call(savePlayer, { queue: [third!.id], current_episode_id: third!.id, position: 9000 }, member);
    expect((await h().call(getPlayer, {}, member)).player.position).toBe(12);
    expect((await h().call(getPlayer, {}, admin)).player.queue).toEqual([]);
  });

  it('refuses unknown podcasts and episodes, a current episode outside the queue, and a long queue', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const video = await itemBySlug(h, 'shared:video-desk-stretch');
    for (const podcastId of [video.id, 999_999]) {
      expect(await h().refused(getPodcast, { podcast_id: podcastId }, member)).toMatchObject({
        status: 404,
        body: { err: UNKNOWN_PODCAST_MESSAGE },
      });
      expect(await h().refused(togglePodcastSubscription, { podcast_id: podcastId }, member)).toMatchObject({
        status: 404,
        body: { err: UNKNOWN_PODCAST_MESSAGE },
      });
    }
    const unknown = await h().refused(
      savePlayer,
      { queue: [999_999], current_episode_id: null, position: 0 },
      member,
    );
    expect(unknown).toMatchObject({ status: 404, body: { err: UNKNOWN_EPISODE_MESSAGE } });
    const commute = await itemBySlug(h, 'shared:podcast-calm-commute');
    const [first, second] = (await h().call(getPodcast, { podcast_id: commute.id }, member)).episodes;
    const outside = await h().refused(
      savePlayer,
      { queue: [first!.id], current_episode_id: second!.id, position: 0 },
      member,
    );
    expect(outside).toMatchObject({ status: 400, body: { err: UNKNOWN_EPISODE_MESSAGE } });
    const long = await h().refused(
      savePlayer,
      { queue: Array.from({ length: 51 }, () => first!.id), current_episode_id: null, position: 0 },
      member,
    );
    expect(long).toMatchObject({ status: 400, body: { err: PLAYER_QUEUE_MESSAGE } });
  });

  it('answers random bodies and edge numbers with a 4xx, never a 5xx', async () => {
    const paths = [getPodcast, getPlayer, savePlayer, togglePodcastSubscription].map((call) => call.path);
    const handlers = contentHandlers.filter((handler) => paths.includes(handler.call.path));
    expect(handlers).toHaveLength(4);
    await assertNoServerErrors(h(), handlers, 15);
    await assertEdgeNumbersRefused(h(), handlers);
  }, 300_000);
});
