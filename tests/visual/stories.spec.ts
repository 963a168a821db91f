import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const SKINS = ['0', '9', '10', '12', '13'];
const DEFAULT_SKIN = '0';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const index = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// The app's real screens (tag `app`: panels, cards, forms, home sections) in every skin; the ui library's
// presentational stories in the default skin.
const EVERY_SKIN_TAGS = ['app', 'composite'];
const samples = stories.flatMap((story) =>
  (story.tags?.some((tag) => EVERY_SKIN_TAGS.includes(tag)) ? SKINS : [DEFAULT_SKIN]).map((skin) => ({ id: story.id, skin })),
);

// App stories show dates against now (upcoming and past bookings, Join windows): one fixed instant, a day
// before the contract examples' sessions, keeps their screenshots the same on every day.
const STORY_NOW = new Date('2026-03-01T09:00:00Z');

test.describe.configure({ mode: 'parallel' });

async function analyze(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    } catch (error) {
      // Belt and braces: should the addon's run still be going, wait for it rather than fail.
      if (attempt >= 5 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(400);
    }
  }
}

for (const { id, skin } of samples) {
  test(`${id} in skin ${skin}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.clock.setFixedTime(STORY_NOW);
    // a11y.manual stops the a11y addon's own axe run, which would collide with ours.
    await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=skin:${skin};a11y.manual:!true`);
    await page.waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount, undefined, { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        Array.from(document.images).map((img) => (img.complete ? undefined : new Promise((done) => img.addEventListener('load', done, { once: true })))),
      );
    });

    await expect(page).toHaveScreenshot(`${id}--skin-${skin}.png`, { fullPage: true });

    const results = await analyze(page);
    const violations = results.violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
    );
    expect(violations, violations.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
  });
}
