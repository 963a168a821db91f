import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/member';

/**
 * Issue 31 item 4: every price is in the client's currency, its manifest's, written as the member's language writes
 * money. Harbour and kontor bill in euros, lumen in pounds, whatever currency an event row was first priced in.
 */
const NUTRITION = { en: 'Personal nutrition consultation (paid)', de: 'Persönliche Ernährungsberatung (kostenpflichtig)' };

/** The event's link in the list, paging on until its day shows. */
async function findInList(page: Page, title: string, words: { office: string; all: string; next: string }) {
  await page.getByLabel(words.office).selectOption({ label: words.all });
  const link = page.getByRole('link', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) }).first();
  for (let i = 0; i < 8 && !(await link.isVisible()); i += 1) {
    await page.getByRole('button', { name: words.next }).click();
  }
  await expect(link).toBeVisible();
  return link;
}

test.describe('prices at harbour', () => {
  test.use({ memberClient: 'harbour' });

  test('the paid nutrition consultation costs €18.00 in the list and on its page', async ({ page, member }) => {
    await member.signIn(page, '/events');
    const link = await findInList(page, NUTRITION.en, { office: 'Office location', all: 'All locations', next: 'Next days' });
    await expect(link).toContainText('€18.00');
    await expect(link).not.toContainText('£');
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: NUTRITION.en })).toBeVisible();
    await expect(page.getByText('Price: €18.00')).toBeVisible();
    await expect(page.getByText(/£/)).toHaveCount(0);
  });
});

test.describe('prices at kontor', () => {
  test.use({ memberClient: 'kontor' });

  test('German writes the euros after the amount, with a decimal comma', async ({ page, member }) => {
    await member.signIn(page, '/events');
    const link = await findInList(page, NUTRITION.de, { office: 'Bürostandort', all: 'Alle Standorte', next: 'Nächste Tage' });
    await expect(link).toContainText(/18,00\s€/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: NUTRITION.de })).toBeVisible();
    await expect(page.getByText(/^Preis: 18,00\s€$/)).toBeVisible();
  });
});

test.describe('prices at lumen', () => {
  test.use({ memberClient: 'lumen' });

  test('lumen bills in pounds', async ({ page, member }) => {
    await member.signIn(page, '/events');
    const link = await findInList(page, NUTRITION.en, { office: 'Office location', all: 'All locations', next: 'Next days' });
    await expect(link).toContainText('£18.00');
  });
});
