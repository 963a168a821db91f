import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

const GET_ARTICLES = '/application/api/u/sapphire/home/get-articles';

/** The id of an article the member's client shows, asked of the server the way the app asks it. */
async function articleId(page: Page, title: string): Promise<number> {
  const reply = await page.evaluate(async (path) => {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    });
    return (await response.json()) as { content: { id: number; title: string }[] };
  }, GET_ARTICLES);
  const found = reply.content.find((item) => item.title === title);
  expect(found, `article '${title}'`).toBeTruthy();
  return found!.id;
}

test.describe('standalone article in English', () => {
  test.use({ memberClient: 'harbour' });

  test('reads an article, opens one of the Similar Content and goes Back home', async ({ page, member }) => {
    // axe and a first paint on a busy two-core machine
    test.slow();
    await member.signIn(page, '/');
    const id = await articleId(page, 'Seven Habits for Better Sleep');
    await page.goto(clientUrl('harbour', `/stand-alone-article/${id}`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seven Habits for Better Sleep' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
    const similar = page.getByRole('complementary', { name: 'Similar Content' });
    const cards = similar.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(similar.getByText('Seven Habits for Better Sleep')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'article');

    const next = cards.first().getByRole('link');
    const nextTitle = (await next.textContent())!;
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/stand-alone-article/${id}$`));

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('says so when the article does not exist', async ({ page, member }) => {
    test.slow();
    await member.signIn(page, '/stand-alone-article/999999');
    await expect(page.getByText('This article is not available.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Article' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('standalone article in German', () => {
  test.use({ memberClient: 'kontor' });

  test('answers in German for a German member', async ({ page, member }) => {
    test.slow();
    await member.signIn(page, '/');
    const id = await articleId(page, 'Sieben Gewohnheiten für besseren Schlaf');
    await page.goto(clientUrl('kontor', `/stand-alone-article/${id}`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sieben Gewohnheiten für besseren Schlaf' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Warum es wichtig ist' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Ähnliche Inhalte' }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Zurück' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreen(page, 'kontor', 'article');
  });
});
