import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';
import { clientUrl } from '../fixtures/clients';
import { saveScreen } from '../fixtures/screens';

test.describe.configure({ timeout: 180_000 });

test.describe('challenges at harbour', () => {
  test.use({ memberClient: 'harbour', memberOptions: { firstName: 'Robin', employerAdmin: true } });

  test('connect a fitness source, see the synced days, join a team challenge, appear under an alias, create one, disconnect', async ({ page, member }) => {
    await member.signIn(page, '/challenges');
    await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
    const current = page.getByRole('region', { name: 'Current challenges' });
    await expect(current.getByRole('heading', { level: 3, name: 'Winter Step Challenge' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Past challenges' }).getByRole('heading', { level: 3, name: 'Autumn Distance Dash' })).toBeVisible();
    await expectNoAxeViolations(page);

    // connect: the local provider's consent page, then back through the OAuth return to /challenges
    await page.getByRole('button', { name: 'Connect Portal Activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Share your activity?' })).toBeVisible();
    await expect(page.getByText('Harbour Mutual would like to read your daily steps and distance')).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/challenges$/);
    await expect(page.getByText('Steps and distance come from Portal Activity.')).toBeVisible();

    // the sync job (the server's queue, every 30 s) fetches the last fortnight; the page asks until it has
    await expect(page.getByText(/^Synced up to /)).toBeVisible({ timeout: 90_000 });
    const days = page.getByRole('list', { name: 'Your last days' }).getByRole('listitem');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toContainText(/\d steps · \d+\.\d km/);

    // join the running team challenge with a team: progress and a place on the leaderboard
    const winter = current.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Winter Step Challenge' }) });
    await expect(winter.getByRole('button', { name: 'Join challenge' })).toBeDisabled();
    await winter.getByLabel('Your team').selectOption('Office Striders');
    await winter.getByRole('button', { name: 'Join challenge' }).click();
    await expect(winter.getByText(/^Your progress: [\d,]+ \(\d+%\)/)).toBeVisible();
    await expect(winter.getByRole('progressbar', { name: 'Progress towards the goal' })).toBeVisible();
    const board = winter.getByRole('list', { name: 'Leaderboard of Winter Step Challenge' });
    await expect(board.getByRole('listitem').filter({ hasText: 'Robin (you)' })).toBeVisible();

    // an alias instead of the first name, then hidden altogether
    const prefs = page.getByRole('region', { name: 'How you appear on leaderboards' });
    await prefs.getByLabel('Alias').fill('Trailblazer');
    await prefs.getByRole('button', { name: 'Save' }).click();
    await expect(prefs.getByRole('status')).toHaveText('Saved.');
    await expect(board.getByRole('listitem').filter({ hasText: 'Trailblazer (you)' })).toBeVisible();
    await expect(board.getByText('Robin (you)')).toHaveCount(0);
    await prefs.getByLabel('Hide me from leaderboards').check();
    await prefs.getByRole('button', { name: 'Save' }).click();
    await expect(board.getByText('Trailblazer (you)')).toHaveCount(0);

    // the employer admin creates an individual distance challenge for Harbour
    const form = page.getByRole('region', { name: 'Create a challenge' });
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Title').fill('Lunchtime kilometres');
    await form.getByLabel('Starts on').fill(today);
    await form.getByLabel('Ends on').fill(later);
    await form.getByLabel('Measure').selectOption('distance');
    await form.getByLabel('Goal in kilometres').fill('25');
    await form.getByRole('button', { name: 'Create challenge' }).click();
    await expect(form.getByRole('status')).toHaveText('The challenge was created.');
    const lunch = current.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Lunchtime kilometres' }) });
    await expect(lunch.getByText('Goal: 25.0 km')).toBeVisible();
    await lunch.getByRole('button', { name: 'Join challenge' }).click();
    await expect(lunch.getByRole('button', { name: 'Leave challenge' })).toBeVisible();
    // points: both challenges joined count, with the synced steps goals, towards the level
    const points = page.getByRole('region', { name: 'Points and rewards' });
    await expect(points.getByText(/^You have \d+ points from the last 30 days: level \d\. The next level starts at/)).toBeVisible();
    await expect(points.getByRole('listitem').filter({ hasText: 'Challenges joined (2)' })).toContainText('50 points');
    await expect(points.getByText('Stride & Co: 15% off running shoes')).toBeVisible();
    await saveScreen(page, 'harbour', 'challenges');
    await expectNoAxeViolations(page);

    // disconnecting revokes the grant; the page offers to connect again
    await page.getByRole('button', { name: 'Disconnect Portal Activity' }).click();
    await expect(page.getByRole('button', { name: 'Connect Portal Activity' })).toBeVisible();
  });

  test("a failed connection shows the seed's alert", async ({ page, member }) => {
    await member.signIn(page, '/challenges');
    await page.goto(clientUrl('harbour', '/fitness/connected?code=made-up&scope=activity&state=forged'));
    await expect(page.getByRole('alert')).toHaveText('Error occurred. Please try again.');
    await expectNoAxeViolations(page);
    // a member who denies consent comes back with an error and no code
    await page.goto(clientUrl('harbour', '/challenges'));
    await page.getByRole('button', { name: 'Connect Portal Activity' }).click();
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error occurred. Please try again.');
  });
});

test.describe('challenges at kontor', () => {
  test.use({ memberClient: 'kontor' });

  test('in German, with the demo challenges of the client', async ({ page, member }) => {
    await member.signIn(page, '/challenges');
    await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
    const current = page.getByRole('region', { name: 'Aktuelle Challenges' });
    await expect(current.getByRole('heading', { level: 3, name: 'Winter-Schritte-Challenge' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Portal Activity verbinden' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vergangene Challenges' }).getByRole('heading', { name: 'Herbst-Distanzlauf' })).toBeVisible();
    await saveScreen(page, 'kontor', 'challenges');
    await expectNoAxeViolations(page);
  });
});

test('lumen permits the page; brightpath does not', async ({ page }) => {
  const lumen = await createMember('lumen');
  await lumen.signIn(page, '/challenges');
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  const brightpath = await createMember('brightpath');
  await brightpath.signIn(page, '/challenges');
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toHaveCount(0);
});
