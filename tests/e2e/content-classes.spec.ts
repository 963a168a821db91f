import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { expect, test } from '../fixtures/member';

const TRENDING = '/application/api/u/studio/events/trending';

/** The ids of the client's studio classes by title, asked of the server the way the app asks it. */
async function studioClasses(page: Page): Promise<Map<string, number>> {
  const reply = await page.evaluate(async (path) => {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ type: 'studio', pageSize: 50 }),
    });
    return (await response.json()) as { data: { id: number; title: string }[] };
  }, TRENDING);
  return new Map(reply.data.map((item) => [item.title, item.id]));
}

test.describe('wellbeing studio classes', () => {
  test.use({ memberClient: 'lumen' });

  test('sets and cancels a reminder before the start, watches a live class and keeps a favourite', async ({
    page,
    member,
  }) => {
    test.slow();
    await member.signIn(page, '/wellbeing-studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Wellbeing studio' })).toBeVisible();
    const studio = page.getByRole('list', { name: 'Wellbeing studio' });
    await expect(studio.getByRole('link', { name: 'Morning Flow Yoga' })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    const classes = await studioClasses(page);
    const live = classes.get('Morning Flow Yoga');
    expect(live, 'the seeded live studio class').toBeTruthy();

    // before the start: a reminder toggle, no player; the server keeps it across visits
    await studio.getByRole('link', { name: 'Pilates Core Basics' }).click();
    await expect(page).toHaveURL(/\/wellbeing-studio\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pilates Core Basics' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/^Starts /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Live Now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Set reminder' }).click();
    await expect(page.getByRole('button', { name: 'Cancel reminder' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('status')).toHaveText('Reminder set');
    await expectNoAxeViolations(page);
    await page.reload();
    await page.getByRole('button', { name: 'Cancel reminder' }).click({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Set reminder' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Set reminder' })).toBeVisible({ timeout: 20_000 });

    // while live: the LIVE badge and Live Now, which plays the demo video from this server
    await page.goto(clientUrl('lumen', `/wellbeing-studio/${live}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Morning Flow Yoga' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set reminder' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Live Now' }).click();
    const video = page.getByLabel('Morning Flow Yoga');
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);

    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoAxeViolations(page);
    await page.reload();
    await page.getByRole('button', { name: 'Remove from favourites' }).click({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
  });
});

test.describe('a tap before the app has started', () => {
  test.use({ memberClient: 'lumen' });

  test("a button of the server's first view tapped before hydration acts once the app has started (decision 0740)", async ({
    page,
    member,
  }) => {
    test.slow();
    await member.signIn(page, '/wellbeing-studio');
    const pilates = (await studioClasses(page)).get('Pilates Core Basics');
    expect(pilates, 'the seeded upcoming studio class').toBeTruthy();

    // the app's entry script is held back until the member has tapped, as on a slow phone
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[A-Za-z0-9_-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(clientUrl('lumen', `/wellbeing-studio/${pilates}`), { waitUntil: 'commit' });
    const setReminder = page.getByRole('button', { name: 'Set reminder' });
    await expect(setReminder).toBeVisible({ timeout: 20_000 });
    const adopted = await setReminder.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    expect(adopted, 'the button is still only the server’s markup').toBe(false);
    await setReminder.click();
    release();

    await expect(page.getByRole('button', { name: 'Cancel reminder' })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 20_000,
    });
    await expect(page.getByRole('status')).toHaveText('Reminder set');
    // one tap, one reminder: the server kept it
    await page.unroute(/\/assets\/index-[A-Za-z0-9_-]+\.js$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cancel reminder' })).toBeVisible({ timeout: 20_000 });
  });
});
