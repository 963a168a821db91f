import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';
import { clientUrl } from '../fixtures/clients';
import { saveScreen } from '../fixtures/screens';
import { dateField, typeDate } from '../fixtures/date-field';

test.describe.configure({ timeout: 180_000 });

test.describe('challenges at harbour', () => {
  test.use({ memberClient: 'harbour', memberOptions: { firstName: 'Robin', employerAdmin: true } });

  test('connect a fitness source, see the synced days, join a team challenge, appear under an alias, disconnect', async ({ page, member }) => {
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

    // an employer admin creates challenges in the admin view: the page links there
    await expect(page.getByRole('link', { name: 'Create a challenge for your organisation in the Admin View' })).toHaveAttribute('href', '/admin#admin-challenges');
    // points: the challenge joined counts, with the synced steps goals, towards the level
    const points = page.getByRole('region', { name: 'Points and rewards' });
    await expect(points.getByText(/^You have \d+ points from the last 30 days: level \d\. The next level starts at/)).toBeVisible();
    await expect(points.getByRole('listitem').filter({ hasText: 'Challenges joined (1)' })).toContainText('25 points');
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

/** The page as a desktop and as a phone shows it, for looking at every skin (test-results/screens/<client>). */
async function saveBothScreens(page: Page, clientId: string, name: string) {
  const desktop = page.viewportSize();
  await saveScreen(page, clientId, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreen(page, clientId, `${name}-phone`);
  if (desktop) await page.setViewportSize(desktop);
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const clientId of ['lumen', 'harbour'] as const) {
  test(`${clientId}: an employer admin creates a team challenge in the admin view, checked before it is sent; a colleague sees it on /challenges and joins a team`, async ({ page, browser }) => {
    const admin = await createMember(clientId, { employerAdmin: true, firstName: 'Morgan', bookings: false, notifications: false });
    await admin.signIn(page, '/admin');
    const section = page.getByRole('region', { name: 'Challenges' });
    await expect(section.getByRole('heading', { level: 2, name: 'Challenges' })).toBeVisible();
    // the organisation's demo challenges, current before past
    await expect(section.getByTestId('admin-challenge-row').first()).toBeVisible();
    await expect(section.getByRole('table', { name: 'Current, upcoming and past challenges' })).toBeVisible();

    const form = section.getByRole('form', { name: 'Create a challenge' });
    // the contract's checks, each beside its field, and the first field to put right has the focus
    await form.getByRole('button', { name: 'Create challenge' }).click();
    await expect(form.getByText('Please give the challenge a title.')).toBeVisible();
    await expect(form.getByLabel('Challenge title')).toBeFocused();
    const title = `Spring relay ${Math.random().toString(36).slice(2, 7)}`;
    await form.getByLabel('Challenge title').fill(title);
    await typeDate(dateField(form, 'Starts on'), isoDay(0));
    await typeDate(dateField(form, 'Ends on'), isoDay(-1));
    await form.getByLabel('Goal in steps per member').fill('70000');
    await form.getByRole('button', { name: 'Create challenge' }).click();
    await expect(form.getByText('The end date must be on or after the start date.')).toBeVisible();
    await typeDate(dateField(form, 'Ends on'), isoDay(14));
    await form.getByRole('radio', { name: 'Teams' }).check();
    await form.getByLabel('Team 1').fill('Night owls');
    await form.getByRole('button', { name: 'Create challenge' }).click();
    await expect(form.getByText('Please name at least two teams, or none for an individual challenge.')).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel('Team 2').fill('Early birds');
    await form.getByRole('button', { name: 'Create challenge' }).click();
    await expect(section.getByText(`“${title}” is on your members' challenges page.`)).toBeVisible();
    const row = section.getByTestId('admin-challenge-row').filter({ hasText: title });
    await expect(row).toContainText('70,000 steps');
    await expect(row).toContainText('Night owls, Early birds');
    await expect(row).toContainText('Current');
    await expectNoAxeViolations(page);
    await saveBothScreens(page, clientId, 'admin-challenges');

    // a colleague (no admin) sees it on their challenges page and joins a team; they have no link to the admin view
    const colleague = await createMember(clientId, { firstName: 'Jules', bookings: false, notifications: false });
    const context = await browser.newContext();
    const other = await context.newPage();
    await colleague.signIn(other, '/challenges');
    const current = other.getByRole('region', { name: 'Current challenges' });
    const card = current.getByRole('article').filter({ has: other.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await expect(other.getByRole('link', { name: 'Create a challenge for your organisation in the Admin View' })).toHaveCount(0);
    await card.getByLabel('Your team').selectOption('Early birds');
    await card.getByRole('button', { name: 'Join challenge' }).click();
    await expect(card.getByRole('button', { name: 'Leave challenge' })).toBeVisible();
    await context.close();
    // the admin's list counts the colleague
    await page.reload();
    await expect(page.getByRole('region', { name: 'Challenges' }).getByTestId('admin-challenge-row').filter({ hasText: title }).getByRole('cell').nth(3)).toHaveText('1');
  });
}

test.describe("the help centre's version with points and levels (seed 003 section 1)", () => {
  for (const clientId of ['harbour', 'lumen'] as const) {
    test(`${clientId}: a member connected to the mental-health service sees their level, points, how points come and what levels unlock; a library read adds its points; a member who is not sees the plain help centre`, async ({ page, browser }) => {
      const connected = await createMember(clientId, { coaching: 'booked', bookings: false, notifications: false });
      await connected.signIn(page, '/faqs');
      const guide = page.getByRole('region', { name: 'Engagement points and levels' });
      const summary = guide.getByText(/^You are at level \d with [\d,]+ points from the last 30 days\./);
      await expect(summary).toBeVisible();
      const pointsNow = async () => Number(/with ([\d,]+) points/.exec((await summary.textContent()) ?? '')![1]!.replace(/,/g, ''));
      const before = await pointsNow();
      const earning = guide.getByRole('list', { name: 'How you earn points' }).getByRole('listitem');
      await expect(earning).toHaveCount(6);
      await expect(earning.filter({ hasText: 'Walk 10,000 steps in a day' })).toContainText('10 points');
      await expect(earning.filter({ hasText: 'Join a challenge' })).toContainText('25 points');
      await expect(earning.filter({ hasText: 'Open an article, video or podcast in the library' })).toContainText('5 points');
      const levels = guide.getByRole('list', { name: 'What each level unlocks' });
      await expect(levels.getByText('Level 2, from 100 points')).toBeVisible();
      await expect(levels.getByText(/^Stride & Co: /)).toBeVisible();
      await expect(guide.getByRole('link', { name: 'See your points and claim your rewards' })).toHaveAttribute('href', '/challenges');
      await expectNoAxeViolations(page);
      await saveBothScreens(page, clientId, 'help-points');

      // an article of the library read for a few seconds: its points show in the help centre
      const articles = await page.evaluate(async () => {
        const reply = await fetch('/application/api/u/sapphire/home/get-articles', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        return ((await reply.json()) as { content: { id: number }[] }).content.map((item) => item.id);
      });
      const recorded = page.waitForResponse((response) => response.url().endsWith('/application/api/u/content/record-read') && response.status() === 200, { timeout: 20_000 });
      await page.goto(clientUrl(clientId, `/stand-alone-article/${articles[0]}`));
      await recorded;
      await page.goto(clientUrl(clientId, '/faq'));
      await expect(page.getByRole('region', { name: 'Engagement points and levels' }).getByText(`with ${before + 5} points`, { exact: false })).toBeVisible();

      // a colleague with no mental health coaching sees the plain help centre
      const plain = await createMember(clientId, { bookings: false, notifications: false });
      const context = await browser.newContext();
      const other = await context.newPage();
      await plain.signIn(other, '/faqs');
      await expect(other.getByRole('heading', { level: 1, name: 'Got a question for us?' })).toBeVisible();
      await expect(other.getByRole('list', { name: 'Frequently asked questions' }).getByRole('listitem').first()).toBeVisible();
      await expect(other.getByRole('region', { name: 'Engagement points and levels' })).toHaveCount(0);
      await context.close();
    });
  }

  test('kontor: in German', async ({ page }) => {
    const connected = await createMember('kontor', { coaching: 'booked', bookings: false, notifications: false });
    await connected.signIn(page, '/faqs');
    const guide = page.getByRole('region', { name: 'Engagement-Punkte und Stufen' });
    await expect(guide.getByText(/^Sie sind auf Stufe \d mit [\d.]+ Punkten aus den letzten 30 Tagen\./)).toBeVisible();
    await expect(guide.getByRole('list', { name: 'So sammeln Sie Punkte' }).getByRole('listitem').filter({ hasText: 'An einer Challenge teilnehmen' })).toContainText('25 Punkte');
    await expectNoAxeViolations(page);
    await saveBothScreens(page, 'kontor', 'help-points');
  });
});
