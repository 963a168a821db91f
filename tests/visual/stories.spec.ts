import type { AxeResults } from 'axe-core';
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const SKINS = ['0', '9', '10', '12', '13'];
const DEFAULT_SKIN = '0';
/** The skins some client's manifest names: the pages are screenshot in each. */
const SKINS_IN_USE = [
  ...new Set(
    readdirSync(resolve(import.meta.dirname, '../../clients'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(resolve(import.meta.dirname, '../../clients', entry.name, 'manifest.json')))
      .map((entry) => String((JSON.parse(readFileSync(resolve(import.meta.dirname, '../../clients', entry.name, 'manifest.json'), 'utf8')) as { skin?: number }).skin ?? 0)),
  ),
].sort((a, b) => Number(a) - Number(b));
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const index = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// axe-core (the version @axe-core/playwright uses in the e2e tests), injected once per page load: the page stays
// from story to story, so the 500 kB script is not evaluated again for each analysis.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

interface Sample {
  readonly id: string;
  readonly skin: string;
  /** a page's viewport; the other stories keep the desktop one */
  readonly viewport?: 'phone' | 'desktop';
}

// The app's real screens (tag `app`: panels, cards, forms, home sections) in every skin; the ui library's
// presentational stories in the default skin.
const EVERY_SKIN_TAGS = ['app', 'composite'];
const samples: Sample[] = stories
  .filter((story) => !story.tags?.includes('page'))
  .flatMap((story) =>
    (story.tags?.some((tag) => EVERY_SKIN_TAGS.includes(tag)) ? SKINS : [DEFAULT_SKIN]).map((skin) => ({ id: story.id, skin })),
  );

// The Pages section (tag `page`, one story per state): every page loaded on a phone in every skin a client uses,
// and every state (loading, empty, error, German) on a phone and on a desktop in the default skin.
for (const story of stories.filter((entry) => entry.tags?.includes('page'))) {
  const loaded = story.id.endsWith('--loaded');
  for (const skin of loaded ? SKINS_IN_USE : [DEFAULT_SKIN]) samples.push({ id: story.id, skin, viewport: 'phone' });
  samples.push({ id: story.id, skin: DEFAULT_SKIN, viewport: 'desktop' });
}


// App stories show dates against now (upcoming and past bookings, Join windows): one fixed instant, a day
// before the contract examples' sessions, keeps their screenshots the same on every day.
const STORY_NOW = new Date('2026-03-01T09:00:00Z');

/**
 * One page per worker: the first story loads iframe.html, and each next story is rendered in place through
 * Storybook's own channel (what the manager does when a designer picks a story or a skin), instead of a new
 * context parsing the whole preview bundle again for each of some 200 screenshots. A story that fails to
 * render there fails its test; the page is then reloaded for the next one.
 */
const test = base.extend<object, { storyPage: { page: Page; loaded: boolean } }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        deviceScaleFactor: options.deviceScaleFactor,
        reducedMotion: options.reducedMotion,
        colorScheme: options.colorScheme,
        locale: options.locale,
        timezoneId: options.timezoneId,
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(STORY_NOW);
      const state = { page, loaded: false };
      await use(state);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

async function analyze(page: Page): Promise<AxeResults> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.evaluate(
        (tags) => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
        WCAG_TAGS,
      );
    } catch (error) {
      // Belt and braces: should the addon's run still be going, wait for it rather than fail.
      if (attempt >= 5 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(400);
    }
  }
}

/** Renders a story in the worker's page: a first load, or in place through the preview's channel. */
async function showStory(state: { page: Page; loaded: boolean }, id: string, skin: string): Promise<void> {
  const { page } = state;
  if (!state.loaded) {
    // a11y.manual stops the a11y addon's own axe run, which would collide with ours.
    await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=skin:${skin};a11y.manual:!true`);
    await page.addScriptTag({ content: axeSource });
  } else {
    await page.evaluate(
      ({ id, skin }) =>
        new Promise<void>((resolve, reject) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { on(event: string, fn: (...args: unknown[]) => void): void; off(event: string, fn: (...args: unknown[]) => void): void; emit(event: string, ...args: unknown[]): void } }).__STORYBOOK_ADDONS_CHANNEL__;
          const timer = setTimeout(() => finish(new Error(`story ${id} did not render within 15 s`)), 15_000);
          const rendered = (storyId: unknown) => {
            if (storyId === id && document.documentElement.dataset.skin === skin) finish();
          };
          const failed = () => finish(new Error(`story ${id} failed to render`));
          function finish(error?: Error) {
            clearTimeout(timer);
            channel.off('storyRendered', rendered);
            channel.off('storyErrored', failed);
            channel.off('storyThrewException', failed);
            if (error) reject(error);
            else resolve();
          }
          channel.on('storyRendered', rendered);
          channel.on('storyErrored', failed);
          channel.on('storyThrewException', failed);
          // globals first, so the new story renders once, in its skin
          channel.emit('updateGlobals', { globals: { skin } });
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id, skin },
    );
  }
  state.loaded = true;
}

/** Waits until the story stops changing (a page's lazy chunks and answered calls), at most a few seconds. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const root = document.querySelector('#storybook-root') ?? document.body;
        // the page's calls still being answered keep it unsettled (.storybook/page-story.tsx counts them)
        const busy = () => ((window as { __pageStoryPending?: number }).__pageStoryPending ?? 0) > 0;
        // how long without a change counts as settled; longer for a signed-out story, whose login page shows its
        // buttons a second after it mounts (the story says so: __pageStoryQuietMs)
        const quiet = (window as { __pageStoryQuietMs?: number }).__pageStoryQuietMs ?? 400;
        const check = () => {
          if (busy()) timer = setTimeout(check, 100);
          else finish();
        };
        let timer = setTimeout(check, quiet);
        const limit = setTimeout(finish, 6_000 + quiet);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(check, quiet);
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
        function finish() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(limit);
          done();
        }
      }),
  );
}

for (const { id, skin, viewport } of samples) {
  const name = viewport ? `${id}--skin-${skin}--${viewport}` : `${id}--skin-${skin}`;
  test(`${id} in skin ${skin}${viewport ? ` on a ${viewport}` : ''}`, async ({ storyPage }) => {
    // the foundations pages draw every skin's tokens at once: thousands of swatches for axe's contrast checks
    test.slow(id.startsWith('foundations-'));
    const { page } = storyPage;
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    try {
      const size = viewport === 'phone' ? PHONE : DESKTOP;
      const now = page.viewportSize();
      if (now?.width !== size.width || now.height !== size.height) await page.setViewportSize(size);
      await showStory(storyPage, id, skin);
      await page.waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount, undefined, { timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
      if (viewport) await settled(page);
      await page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all(
          Array.from(document.images).map((img) => (img.complete ? undefined : new Promise((done) => img.addEventListener('load', done, { once: true })))),
        );
      });

      // a long page (every country's emergency numbers) takes its two matching full-page shots a while on two busy cores
      await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, timeout: viewport ? 15_000 : 5_000 });

      const results = await analyze(page);
      const violations = results.violations.map(
        (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
      );
      expect(violations, violations.join('\n')).toEqual([]);
      expect(errors).toEqual([]);
    } catch (error) {
      // the next story starts from a fresh load rather than from whatever state this one left
      storyPage.loaded = false;
      throw error;
    } finally {
      page.off('pageerror', onError);
    }
  });
}
