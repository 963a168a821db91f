import type { Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';
import { shellCopy } from './shell-copy';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

function overlap(a: Box, b: Box): number {
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return width * height;
}

test.describe.configure({ timeout: 120_000 });
test.use({ memberClient: 'kontor', viewport: { width: 390, height: 844 } });

test('kontor at 390 px: the bell stays recognisable with its count, and Support-Chat hides nothing', async ({
  page,
  member,
}) => {
  await member.signIn(page);
  const copy = await shellCopy(page);

  // the count sits at the bell's corner: it covers under 30 % of the icon (it covered 44 to 83 %)
  const bell = page.getByRole('button', { name: new RegExp(`^${copy.notifications}`) });
  await expect(bell).toHaveAttribute('data-unread', 'true');
  const icon = await box(bell.locator('svg').first());
  const count = await box(bell.locator('span[aria-hidden="true"]').filter({ hasText: /^\d+\+?$/ }));
  expect(overlap(icon, count) / (icon.width * icon.height)).toBeLessThan(0.3);
  // and stays inside the page
  expect(count.y).toBeGreaterThanOrEqual(0);

  // scrolled to the end, the page's last element ends above the docked button
  const launcher = page.getByRole('button', { name: copy.supportChat, exact: true });
  await expect(launcher).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await page.evaluate(() => {
    let element: Element | null = document.getElementById('main');
    // the deepest last element with a size: what a member reads last
    while (element) {
      const children = [...element.children].filter((child) => child.getBoundingClientRect().height > 0);
      const next = children.at(-1);
      if (!next) break;
      element = next;
    }
    const rect = element!.getBoundingClientRect();
    return {
      x: rect.x,
      y: rect.y,
      width: rect.width,
      height: rect.height,
      text: element!.textContent?.slice(0, 60),
    };
  });
  expect(overlap(last, await box(launcher)), `Support-Chat covers "${last.text}"`).toBe(0);
  await expectNoAxeViolations(page);
  await saveScreen(page, 'kontor', 'first-hour-phone-end');
});
