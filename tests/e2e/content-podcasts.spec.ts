import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { expect, test } from '../fixtures/member';

const HOME_CONTENT = '/application/api/u/sapphire/home/content';

/** A podcast card of the member's client, asked of the server the way the home carousel asks it. */
async function podcastCard(page: Page, title: string): Promise<{ id: number; lastEpisode: number }> {
  const reply = await page.evaluate(async (path) => {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ type: 'podcasts', pageSize: 50 }),
    });
    return (await response.json()) as {
      data: { id: number; title: string; details?: { last_episode_id?: number } }[];
    };
  }, HOME_CONTENT);
  const card = reply.data.find((item) => item.title === title);
  expect(card?.details?.last_episode_id, `podcast '${title}'`).toBeTruthy();
  return { id: card!.id, lastEpisode: card!.details!.last_episode_id! };
}

const audioTime = (page: Page) =>
  page.getByTestId('audio-player').evaluate((element) => (element as HTMLAudioElement).currentTime);

test.describe('podcasts', () => {
  test.use({ memberClient: 'harbour' });

  test('subscribes, plays an episode from ?play, queues another and resumes where it paused', async ({
    page,
    member,
  }) => {
    // sign-in, two visits of the page, seconds of real playback and axe on a busy two-core machine
    test.setTimeout(180_000);
    await member.signIn(page, '/');
    const podcast = await podcastCard(page, 'The Calm Commute');

    // the card's link: ?play={last_episode_id} puts the newest episode in the player
    await page.goto(clientUrl('harbour', `/sound-space/${podcast.id}?play=${podcast.lastEpisode}&back=home`));
    await expect(page.getByRole('heading', { level: 1, name: 'The Calm Commute' })).toBeVisible({
      timeout: 20_000,
    });
    const player = page.getByRole('region', { name: 'Now playing' });
    await expect(player.getByText('Kindness in Traffic', { exact: false }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status')).toHaveText('Successfully subscribed');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText('Successfully unsubscribed');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status')).toHaveText('Successfully subscribed');

    // play the episode for a few seconds, then pause: the position is saved on the server
    await page.getByRole('button', { name: 'Play Kindness in Traffic' }).click();
    await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await page.getByTestId('audio-player').evaluate((element) => (element as HTMLAudioElement).pause());
    await page.getByRole('button', { name: 'Add Focus on the Train to your queue' }).click();
    await expect(player.getByRole('listitem')).toHaveCount(2);

    // another page, then back without ?play: the same episode, queue and position
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(clientUrl('harbour', `/sound-space/${podcast.id}`));
    await expect(page.getByText(/^Resumes at 0:0[3-9]/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Now playing' }).getByRole('listitem')).toHaveCount(2);
    await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(2.5);
    await expectNoAxeViolations(page);
  });
});
