import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

test.describe('emergency contacts for harbour', () => {
  test.use({ memberClient: 'harbour' });

  test('the table of countries, the search box and the stacked phone layout', async ({ page, member }) => {
    test.setTimeout(90_000);
    await member.signIn(page, '/emergency-contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Emergency Service Contacts' })).toBeVisible();
    for (const column of ['Country', 'Emergency Number', 'Mental Health Crisis Support Service', 'Support Offered', 'Crisis Support Number(s)']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(30);
    await expectNoAxeViolations(page);

    const search = page.getByRole('searchbox', { name: 'Search by country or service' });
    await search.fill('ireland');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const ireland = page.getByRole('row', { name: /Ireland/ });
    await expect(ireland.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
    await search.fill('samaritans');
    expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
    await search.fill('atlantis');
    await expect(page.getByText('No country matches your search.')).toBeVisible();
    await search.fill('');

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('columnheader', { name: 'Country', exact: true })).not.toBeInViewport();
    const first = page.locator('tbody tr').first().boundingBox();
    expect((await first)!.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'emergency-contacts-phone');
  });
});

test.describe('emergency contacts in German for kontor', () => {
  test.use({ memberClient: 'kontor' });

  test('German columns and country names', async ({ page, member }) => {
    test.setTimeout(60_000);
    await member.signIn(page, '/emergency-contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Notfallkontakte' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Nach Land oder Dienst suchen' }).fill('deutschland');
    await expect(page.getByRole('rowheader', { name: 'Deutschland' })).toBeVisible();
    await expect(page.getByRole('link', { name: '0800 111 0 111' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
