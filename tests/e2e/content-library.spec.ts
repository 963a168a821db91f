import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { expect, test } from '../fixtures/member';

test.describe('content library and courses', () => {
  test.use({ memberClient: 'harbour' });

  test('searches and filters the library, takes a course module by module, keeps my list and opens a clinic', async ({
    page,
    member,
  }) => {
    // one member walks the whole area: library, courses, a partner course and the digital clinics, axe on each
    test.setTimeout(240_000);
    await member.signIn(page, '/wellbeing/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Wellbeing library' })).toBeVisible({ timeout: 20_000 });
    const results = page.getByRole('list', { name: 'Library results' });
    // pages of 6: the card 4 from the end, in view at once on a wide screen, has asked for more
    await expect(page.getByText(/^Showing (6|12|18|24|30) of \d+$/)).toBeVisible();
    await expect.poll(() => results.getByRole('listitem').count()).toBeGreaterThanOrEqual(12);
    await expectNoAxeViolations(page);

    // the search is sent after the pause in typing
    await page.getByRole('searchbox', { name: 'Search the library' }).fill('sleep');
    await expect(results.getByRole('link', { name: 'Sleep Stories' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'The Sleep Reset' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Body Talk' })).toHaveCount(0);

    // a topic filter, then the courses among it
    await page.getByRole('searchbox', { name: 'Search the library' }).fill('');
    await page.getByRole('button', { name: 'Body', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Body', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Courses', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Training Plans' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Courses', exact: true }).click();
    await expect(results.getByRole('link', { name: 'Healthy Back at the Desk with Lindale' })).toBeVisible();
    await expect(results.getByText('Healthy Back at the Desk w…')).toBeVisible();
    await expect(results.getByRole('link', { name: 'Sleep Stories' })).toHaveCount(0);

    // the partner's course: its name and logo
    await results.getByRole('link', { name: 'Healthy Back at the Desk with Lindale' }).click();
    await expect(page).toHaveURL(/\/laya-course\/\d+$/);
    await expect(page.getByRole('img', { name: 'Lindale Physio Partners logo' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('In partnership with Lindale Physio Partners')).toBeVisible();

    // all courses, then a course: mark a module done, my list add and remove
    await page.goto(clientUrl('harbour', '/all-courses'));
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Stress Less in Four Weeks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stress Less in Four Weeks' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('0 of 4 modules done')).toBeVisible();
    const done = page.getByRole('button', { name: 'Mark as done: What Stress Is' });
    await done.click();
    await expect(page.getByRole('button', { name: 'Completed: What Stress Is' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 of 4 modules done')).toBeVisible();
    const myList = page.getByRole('button', { name: 'Add to my list' });
    await expect(myList).toHaveAttribute('data-product-id', '4');
    await myList.click();
    await expect(page.getByRole('button', { name: 'On my list' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText('1 of 4 modules done')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'On my list' }).click();
    await expect(page.getByRole('button', { name: 'Add to my list' })).toHaveAttribute('aria-pressed', 'false');

    // the digital clinics: the banner, then one clinic
    await page.goto(clientUrl('harbour', '/clinics/digital'));
    await expect(page.getByRole('heading', { level: 1, name: 'Digital clinics' })).toBeVisible({ timeout: 20_000 });
    const clinics = page.getByRole('region', { name: 'Clinics' }).getByRole('link');
    await expect(clinics.first()).toBeVisible();
    const name = (await clinics.first().innerText()).trim();
    await clinics.first().click();
    await expect(page).toHaveURL(/category_id=\d+/);
    await expect(page.getByTestId('clinic-detail').getByRole('heading', { name })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('my list: reached from the library and home, saves an article, removes items, and is empty at last', async ({ page, member }) => {
    test.setTimeout(120_000);
    await member.signIn(page, '/wellbeing/all');
    await page.getByRole('link', { name: 'My list' }).click();
    await expect(page).toHaveURL(/\/wellbeing\/my-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My list' })).toBeVisible();
    const list = page.getByRole('list', { name: 'My list' });
    // the demo list: a podcast and a course, as cards that lead to their pages
    await expect(list.getByRole('link', { name: 'The Money Minute' })).toHaveAttribute('href', /\/sound-space\/\d+/);
    await expect(list.getByRole('link', { name: 'The Sleep Reset' })).toBeVisible();
    await expectNoAxeViolations(page);

    // an article gets the save control, and the list shows it after the page is left
    await page.goto(clientUrl('harbour', '/content/articles'));
    const first = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add to my list' }).click();
    await expect(page.getByRole('button', { name: 'On my list' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(clientUrl('harbour', '/'));
    const home = page.getByRole('region', { name: 'My list' });
    await expect(home.getByText('3 saved items')).toBeVisible({ timeout: 30_000 });
    await home.getByRole('link', { name: 'Open my list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My list' })).toBeVisible();
    // newest first
    await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(title);

    await list.getByRole('button', { name: 'Remove The Sleep Reset from my list' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The Sleep Reset was removed from your list.' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'The Sleep Reset' })).toHaveCount(0);
    await page.reload();
    await expect(list.getByRole('link', { name: 'The Money Minute' })).toBeVisible({ timeout: 20_000 });
    await expect(list.getByRole('link', { name: 'The Sleep Reset' })).toHaveCount(0);
    await list.getByRole('button', { name: 'Remove The Money Minute from my list' }).click();
    await list.getByRole('button', { name: `Remove ${title} from my list` }).click();
    await expect(page.getByText('Your list is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the library' })).toHaveAttribute('href', '/wellbeing/all');
    await expectNoAxeViolations(page);
  });

  test('a digital clinic leads somewhere: its clinician, a health coach or a callback, as the client permits', async ({ page, member }) => {
    test.setTimeout(90_000);
    await member.signIn(page, '/clinics/digital');
    const clinics = page.getByRole('region', { name: 'Clinics' });
    await clinics.getByRole('link', { name: 'Sleep' }).click();
    const detail = page.getByTestId('clinic-detail');
    const next = detail.getByRole('region', { name: 'What you can do next' });
    await expect(next.getByRole('heading', { level: 4 })).toHaveText([
      'Book a video session with a clinician',
      'Talk to a health coach',
      'Request a callback',
    ]);
    await expect(next.getByRole('link', { name: 'Start booking' })).toHaveAttribute('href', '/dmh');
    await expect(next.getByRole('link', { name: 'Find a health coach' })).toHaveAttribute('href', '/health-coaching/start');
    await expectNoAxeViolations(page);
    await next.getByRole('link', { name: 'Start booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Digital mental health' })).toBeVisible();
    await page.goBack();

    await clinics.getByRole('link', { name: 'Dermatology' }).click();
    await expect(next.getByRole('heading', { level: 4 })).toHaveText(['Request a callback']);
    await next.getByRole('link', { name: 'Request a callback' }).click();
    await expect(page).toHaveURL(/\/eap#eap-callback$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Request a callback' })).toBeInViewport();
  });
});

