import type { Page } from '@playwright/test';
import { clientUrl } from '../fixtures/clients';
import { expect, test } from '../fixtures/member';

// Issue 34 item 2, decision 0650: a page loads the shared catalogue and its own features' only, in its language, and
// a language switched on one page reaches the pages opened after it.

/** The catalogues the page has loaded so far, as `<area>-<language>` (`shared-en`, `auth-de`, …), from the chunks' names. */
function cataloguesOf(page: Page): () => string[] {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/messages-([a-z-]+-(?:en|de))-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) seen.add(match[1]!);
  });
  return () => [...seen].sort();
}

/** Opens a path of the app as a link inside it would, without loading the document again. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('the login page', () => {
  for (const [client, language] of [
    ['harbour', 'en'],
    ['kontor', 'de'],
  ] as const) {
    test(`${client}: loads the shared and the sign-in catalogues only, in ${language}`, async ({ page }) => {
      const catalogues = cataloguesOf(page);
      await page.goto(clientUrl(client, '/login'));
      await expect(page.getByRole('button', { name: language === 'en' ? 'Login' : 'Anmelden' })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(catalogues()).toEqual([`auth-${language}`, `shared-${language}`]);
    });
  }
});

test.describe('kontor', () => {
  test.use({ memberClient: 'kontor' });

  test('a language switched on one page reaches the catalogues of the pages opened after it', async ({ page, member }) => {
    const catalogues = cataloguesOf(page);
    await member.signIn(page, '/settings');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Einstellungen');
    await page.waitForLoadState('networkidle');
    // the settings page's own and its frame's, not the Health Score's
    expect(catalogues()).toEqual(expect.arrayContaining(['account-de', 'shared-de', 'shell-de']));
    expect(catalogues().filter((name) => name.startsWith('health-score-'))).toEqual([]);

    const language = page.getByLabel(/^(Language|Sprache)$/);
    await language.selectOption('en');
    await expect(heading).toHaveText('Settings');
    await openInApp(page, '/healthscore');
    await expect(heading).toHaveText('Health Score');
    await expect(page.getByText(/Three short assessments look at how you are doing/)).toBeVisible();
    expect(catalogues()).toContain('health-score-en');
    expect(catalogues()).not.toContain('health-score-de');

    await page.goBack();
    await expect(heading).toHaveText('Settings');
    await page.getByLabel('Language').selectOption('de');
    await expect(heading).toHaveText('Einstellungen');
    // the Health Score's code is here already: its German comes with the switch, before the page is opened again
    await expect.poll(catalogues).toContain('health-score-de');
    await openInApp(page, '/healthscore');
    await expect(heading).toHaveText('Gesundheits-Score');
    await expect(page.getByText(/Drei kurze Assessments zeigen/)).toBeVisible();
  });
});
