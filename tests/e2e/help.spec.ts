import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

const RECORD_CALL = '/application/api/u/sapphire/faqs/record';

const COPY = {
  heading: 'Got a question for us?',
  noResults: 'Sorry, no results for that search query.',
};

test.describe('help centre in English', () => {
  test.use({ memberClient: 'harbour' });

  test('searches the FAQs, opens an answer and records its view once', async ({ page, member }) => {
    // axe and a first paint on a busy two-core machine
    test.slow();
    const recorded: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === RECORD_CALL) recorded.push(request.postDataJSON());
    });
    await member.signIn(page, '/faqs');
    await expect(page.getByRole('heading', { level: 1, name: COPY.heading })).toBeVisible();
    const items = page.getByRole('list', { name: 'Frequently asked questions' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'help-faqs');

    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await search.fill('zebra crossing');
    await expect(page.getByText(COPY.noResults)).toBeVisible();
    await search.fill('PASSWORD');
    const question = page.getByRole('button', { name: 'How do I reset my password?' });
    await expect(items.first()).toContainText('How do I reset my password?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('The link works once and expires after one hour.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Close' }).click();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => recorded.length).toBe(1);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Is it confidential?');
    expect(recorded).toHaveLength(1);
  });

  test('searches the help articles and goes back home', async ({ page, member }) => {
    // axe and a first paint on a busy two-core machine
    test.slow();
    await member.signIn(page, '/articles');
    await expect(page.getByRole('heading', { level: 1, name: COPY.heading })).toBeVisible();
    const items = page.getByRole('list', { name: 'Help articles' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('health score');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Understanding your Health Score');
    await page.getByRole('button', { name: 'Understanding your Health Score' }).click();
    await expect(page.getByText('You can restart an assessment at any time')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back' }).click();
    // opened directly, the page has nothing of ours to go back to: Back leads home
    await expect(page).not.toHaveURL(/\/articles/);
  });

  test('filters the questions by category and opens the first category with a match', async ({
    page,
    member,
  }) => {
    // axe and a first paint on a busy two-core machine
    test.slow();
    await member.signIn(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: COPY.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Privacy and security',
      'Your account',
      'Services and support',
      'Events and content',
    ]);
    await page.getByRole('searchbox', { name: 'Filter questions and answers' }).fill('SAMARITANS');
    const services = page.getByRole('button', { name: 'Services and support' });
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Services and support');
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(
      'What should I do if I need urgent help?',
    );
    await expectNoAxeViolations(page);
  });

  test('finds questions by their words, not by substring, and prompts only after an empty search is sent', async ({ page, member }) => {
    test.slow();
    await member.signIn(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: COPY.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText('Please enter a search query.')).toHaveCount(0);
    const search = page.getByRole('searchbox', { name: 'Filter questions and answers' });
    await search.press('Enter');
    await expect(page.getByText('Please enter a search query.')).toBeVisible();
    // "cancel booking" is in no text as such: the question "How do I cancel an event booking?" has both words
    await search.fill('cancel booking');
    await expect(page.getByText('Please enter a search query.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Events and content' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('How do I cancel an event booking?');
    await expect(page.getByText('Sorry, no results for that search query.')).toHaveCount(0);
    await search.fill('cancelled bookings');
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('How do I cancel an event booking?');
    await member.signIn(page, '/faqs');
    const faqs = page.getByRole('searchbox', { name: 'Search questions' });
    await faqs.fill('cancel booking');
    await expect(page.getByRole('button', { name: 'How do I cancel an event booking?' })).toBeVisible();
  });
});

test.describe('help centre in German', () => {
  test.use({ memberClient: 'kontor' });

  test('answers in German for a German member', async ({ page, member }) => {
    // axe and a first paint on a busy two-core machine
    test.slow();
    await member.signIn(page, '/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Haben Sie eine Frage an uns?' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Fragen durchsuchen' });
    await search.fill('vertraulich');
    await page.getByRole('button', { name: 'Ist das vertraulich?' }).click();
    await expect(page.getByText(/Kontor Logistik sieht nie/)).toBeVisible();
    // German stemming: "Buchungen stornieren" finds "Wie storniere ich eine Veranstaltungsbuchung?"
    await search.fill('Buchungen stornieren');
    await expect(page.getByRole('button', { name: 'Wie storniere ich eine Veranstaltungsbuchung?' })).toBeVisible();
    await search.fill('Zebrastreifen');
    await expect(page.getByText('Leider keine Ergebnisse für diese Suchanfrage.')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreen(page, 'kontor', 'help-faqs');
  });
});
