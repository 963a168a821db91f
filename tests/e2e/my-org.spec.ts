import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

test.describe.configure({ timeout: 120_000 });

test.describe('my organisation for larkspur', () => {
  test.use({ memberClient: 'larkspur' });

  test("the employer's page lists contacts and coming events; content pages credit their sources", async ({ page, member }) => {
    await member.signIn(page, '/my-organisation');
    await expect(page.getByRole('heading', { level: 1, name: 'Larkspur Private Office' })).toBeVisible();
    const contacts = page.getByRole('region', { name: 'Who to contact' });
    await expect(contacts.getByRole('heading', { level: 3 })).toHaveText(['People Team', 'Sam Okafor', 'Priya Nair']);
    await expect(contacts.getByRole('link', { name: 'people@larkspur.example' })).toHaveAttribute('href', 'mailto:people@larkspur.example');
    await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
    const events = page.getByRole('region', { name: 'Coming events' });
    await expect(events.getByRole('listitem')).toHaveCount(6);
    await saveScreen(page, 'larkspur', 'my-organisation');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreen(page, 'larkspur', 'my-organisation-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    // a coming event opens its event page
    const first = events.getByRole('link').first();
    const title = (await first.locator('strong').textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // harbour offers the Content sources page, linked below its content pages
    const harbour = await createMember('harbour');
    await harbour.signIn(page, '/content/articles');
    await page.getByTestId('content-sources-link').getByRole('link', { name: 'Content sources, credits and licences' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Content sources' })).toBeVisible();
    await expect(page.getByText('Natural Earth data is in the public domain.')).toBeVisible();
    await saveScreen(page, 'harbour', 'content-sources');
    await expectNoAxeViolations(page);
  });
});
