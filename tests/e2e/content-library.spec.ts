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
});
