import { readFile } from 'node:fs/promises';
import { pathTo } from '@portal/manifest/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';

// Issue 14, item 2: an employer admin reads the anonymous figures of the demo activity and exports them.
test.describe('Data Analytics as an employer admin of harbour', () => {
  test.use({ memberClient: 'harbour', memberOptions: { employerAdmin: true } });

  test('reads sign-ups, weekly activity, services and results, filters by office and exports CSV', async ({ page, member }) => {
    test.setTimeout(90_000);
    await member.signIn(page, pathTo('adminView'));
    await page.getByRole('link', { name: 'Data Analytics' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Analytics' })).toBeVisible({ timeout: 20_000 });

    await expect(page.getByTestId('signups-to-date')).toHaveText(/^\d+ of 600 expected members signed up by the end of/);
    const weeks = page.getByRole('table', { name: 'Members active per week, from Monday' });
    await expect(weeks.getByRole('row')).not.toHaveCount(0);
    // every figure shown is 6 or more; the rest read "fewer than 6"
    for (const text of await weeks.locator('td').allInnerTexts()) expect(text === 'fewer than 6' || Number(text) >= 6, text).toBe(true);
    const services = page.getByRole('table', { name: 'Sessions held and bookings made per month' });
    await expect(services.getByRole('row', { name: /Content views/ })).toContainText('Not recorded yet');
    await expect(services.getByRole('row', { name: /Coaching sessions/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Health Score results' })).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Figure,Period,Value');
    expect(csv).toContain('Weekly active members,');
    expect(csv).not.toMatch(/@|harbour\.example/);

    const office = page.getByLabel('Office');
    const first = (await office.locator('option').nth(1).textContent())!;
    await office.selectOption({ label: first });
    const reply = page.waitForResponse((response) => response.url().endsWith('/application/api/u/admin/analytics'));
    await page.getByRole('button', { name: 'Show figures' }).click();
    expect(((await (await reply).json()) as { location_id: number | null }).location_id).not.toBeNull();
    await expect(page.getByTestId('signups-to-date')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
