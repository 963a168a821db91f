import type { Locator, Page } from '@playwright/test';
import { pathTo } from '@portal/manifest/routes';
import { createMember, expect, test } from '../fixtures/member';

/**
 * Issue 31 item 1: the chat's composer is laid out as a messaging app lays it out, for member and coach, at desktop
 * and phone sizes, in every skin and in German: the text box fills the row and Send sits beside it, whole.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function expectComposerRow(page: Page, text: Locator, send: Locator) {
  await expect(text).toBeEnabled();
  const viewport = page.viewportSize()!;
  const box = (await text.boundingBox())!;
  const button = (await send.boundingBox())!;
  const row = (await page.locator('form').filter({ has: send }).boundingBox())!;
  // the text box takes most of the row, not a sliver at its end
  expect(box.width).toBeGreaterThan(row.width * 0.55);
  expect(box.x - row.x).toBeLessThan(24);
  // Send is beside it on the same line, not a bar below it
  expect(button.x).toBeGreaterThanOrEqual(box.x + box.width);
  expect(button.y).toBeLessThan(box.y + box.height);
  expect(button.y + button.height).toBeGreaterThan(box.y);
  expect(button.width).toBeLessThan(row.width / 2);
  // Send is whole: inside the screen, its label not cut, and no ancestor clips it
  expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
  const clipped = await send.evaluate((element) => {
    if (element.scrollWidth > element.clientWidth + 1) return 'label';
    const rect = element.getBoundingClientRect();
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = node.getBoundingClientRect();
      if (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5) return `clipped by ${node.tagName}.${node.className}`;
    }
    return null;
  });
  expect(clipped).toBeNull();
}

const cases = [
  { client: 'harbour', label: 'Message', send: 'Send' },
  { client: 'lumen', label: 'Message', send: 'Send' },
  { client: 'kontor', label: 'Nachricht', send: 'Senden' },
] as const;

for (const { client, label, send } of cases) {
  test.describe(`the chat composer at ${client}`, () => {
    test.use({ memberClient: client, memberOptions: { chat: true } });

    test('the text box fills the row with Send beside it, on a desktop and on a phone', async ({ page, member }) => {
      await page.setViewportSize(DESKTOP);
      await member.signIn(page, pathTo('mentalHealthCoachingChat'));
      const text = page.getByRole('textbox', { name: label, exact: true });
      const button = page.getByRole('button', { name: send, exact: true });
      await expectComposerRow(page, text, button);
      await page.setViewportSize(PHONE);
      await expectComposerRow(page, text, button);
      await text.fill('Hello');
      await button.click();
      await expect(page.getByTestId('chat-messages').getByText('Hello', { exact: true })).toBeVisible();
    });
  });
}

test.describe("the coach's composer", () => {
  const firstName = `Composer${Math.floor(Math.random() * 1e6)}`;
  test.use({ memberClient: 'harbour', memberOptions: { chat: true, firstName } });

  test('is the same row on a phone', async ({ browser, member }) => {
    expect(member.firstName).toBe(firstName);
    const coach = await createMember('harbour', { coach: true, chat: false, firstName: 'Coach' });
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await coach.signIn(page, pathTo('coachWorkspace'));
    await page.getByRole('link', { name: `${firstName} Member`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${firstName} Member` })).toBeVisible();
    await expectComposerRow(page, page.getByRole('textbox', { name: 'Message', exact: true }), page.getByRole('button', { name: 'Send', exact: true }));
    await context.close();
  });
});
