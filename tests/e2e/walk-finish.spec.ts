/**
 * Defects the walk of every route (npm run walk:screens, issue 31) found, each checked where a member sees it.
 */
import type { Locator, Page } from '@playwright/test';
import { createMember, expect, test } from '../fixtures/member';

// several pages and two sizes per test on a busy two-core machine
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 } as const;

/**
 * The smallest vertical space between the card's consecutive blocks (its body's visible children), in px:
 * a card whose heading, picture, text and button touch reads as one block.
 */
async function smallestGap(card: Locator): Promise<{ gap: number; between: string }> {
  return card.evaluate((element) => {
    const body = element.querySelector(':scope > .card-body') ?? element;
    const blocks = Array.from(body.children)
      .map((child) => ({ child, rect: child.getBoundingClientRect() }))
      .filter(({ rect }) => rect.height > 0);
    let smallest = { gap: Number.POSITIVE_INFINITY, between: 'fewer than two blocks' };
    for (let index = 1; index < blocks.length; index++) {
      const gap = blocks[index]!.rect.top - blocks[index - 1]!.rect.bottom;
      if (gap < smallest.gap)
        smallest = { gap, between: `${blocks[index - 1]!.child.tagName} and ${blocks[index]!.child.tagName}` };
    }
    return smallest;
  });
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

test.describe('the walk at harbour', () => {
  test.use({ memberClient: 'harbour' });

  test('an event page and a webinar space their parts at desktop and phone size', async ({ page, member }) => {
    await member.signIn(page, '/events');
    await page.getByLabel('Office location').selectOption({ label: 'All locations' });
    await page.getByRole('link', { name: /Money matters: budgeting online/ }).first().click();
    const detail = page.getByRole('region', { name: 'Money matters: budgeting online' });
    await expect(detail.getByRole('button', { name: 'Book', exact: true })).toBeVisible();
    for (const size of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(size);
      const { gap, between } = await smallestGap(detail);
      expect(gap, `the event page at ${size.width} px: ${between}`).toBeGreaterThanOrEqual(12);
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(page.url().replace(/\/events\/.*$/, '/events/webinars'));
    const watchable = page.getByRole('region', { name: 'Available to watch' }).getByRole('article').first();
    await expect(watchable).toBeVisible();
    const listed = await smallestGap(watchable);
    expect(listed.gap, `a webinar in the list: ${listed.between}`).toBeGreaterThanOrEqual(8);
    // a card's button is as wide as its words, not a bar across the card
    const open = page.getByRole('region', { name: 'Open for registration' }).getByRole('article').first();
    for (const [card, action] of [
      [watchable, watchable.getByRole('link', { name: /^Watch / })],
      [open, open.getByRole('button', { name: /^Register for / })],
    ] as const) {
      const [cardBox, actionBox] = [await card.boundingBox(), await action.boundingBox()];
      expect(actionBox!.width, 'the button of a webinar card').toBeLessThan(cardBox!.width / 2);
    }
    await watchable.getByRole('link', { name: /^Watch / }).click();
    const viewer = page.locator('section[aria-labelledby="webinar-title"]');
    await expect(viewer.locator('video')).toBeVisible();
    for (const size of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(size);
      const { gap, between } = await smallestGap(viewer);
      expect(gap, `the webinar at ${size.width} px: ${between}`).toBeGreaterThanOrEqual(12);
      await noHorizontalOverflow(page);
    }
  });
});

test.describe('the walk at harbour: Health Score results on a phone', () => {
  test.use({ memberClient: 'harbour' });

  test('the results page with its recommended articles stays as wide as the phone', async ({ page, member }) => {
    await page.setViewportSize(PHONE);
    await member.signIn(page, '/healthscore');
    // the answers of the seeded demo member (packages/server/src/health-score/seed.ts), through the page's own calls
    const answers: [string, number, unknown, string?][] = [
      ['demographics', 101, 38],
      ['demographics', 102, { option_text: 'Prefer not to say' }],
      ['demographics', 103, 172, 'Centimetres'],
      ['demographics', 104, '11 4', 'Stones and pounds'],
      ['well_in_mind', 201, { option_text: 'Some of the time' }],
      ['well_in_mind', 202, { option_text: 'Rarely' }],
      ['well_in_mind', 203, { option_text: 'Well' }],
      ['well_in_mind', 204, ['Exercise', 'Time outdoors']],
      ['well_in_mind', 205, { option_text: 'Agree' }],
    ];
    for (const [questionnaire, question, answer, unit] of answers) {
      const status = await page.evaluate(async (body) => {
        const response = await fetch('/application/api/u/sapphire/healthscore/answer-question', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          credentials: 'same-origin',
        });
        return response.status;
      }, { questionnaire_name: questionnaire, question_id: question, answer, ...(unit ? { unit } : {}) });
      expect(status, `answer ${question}`).toBe(200);
    }
    await page.goto(page.url().replace(/\/healthscore$/, '/healthscore/results/well_in_mind'));
    await expect(page.getByRole('heading', { level: 2, name: 'Recommended articles and videos' })).toBeVisible();
    await noHorizontalOverflow(page);
  });
});

test.describe('the walk at harbour: a member without a coach', () => {
  test.use({ memberClient: 'harbour' });

  test('the coach chat leads to a coach instead of showing an error', async ({ page, member }) => {
    await member.signIn(page, '/mental-health-coaching/chat');
    await expect(page.getByText('You do not have a coach yet.')).toBeVisible();
    await expect(page.getByText('Conversation not loaded ..')).toHaveCount(0);
    await page.getByRole('link', { name: 'Find a coach' }).click();
    await expect(page).toHaveURL(/\/mental-health-coaching\/start$/);
  });
});

test.describe('the walk at kontor', () => {
  test.use({ memberClient: 'kontor' });

  test('a long German word in a heading does not widen the phone page', async ({ page, member }) => {
    await page.setViewportSize(PHONE);
    await member.signIn(page, '/eap');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitarbeiter-Unterstützungsprogramm' })).toBeVisible();
    await noHorizontalOverflow(page);
  });
});

test.describe('the walk at kontor: support staff', () => {
  test('the support inbox has no support chat launcher of its own', async ({ page }) => {
    const agent = await createMember('kontor', { support: true, firstName: 'Agent', language: 'de' });
    await agent.signIn(page, '/support-inbox');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // a member of kontor sees the launcher on every signed-in page (support-chat.spec.ts); the agent answers them
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Support-Chat' })).toHaveCount(0);
  });
});

test.describe('the walk at lumen', () => {
  test.use({ memberClient: 'lumen' });

  test('the help centre heading beside its back arrow takes two lines on a phone, not three', async ({ page, member }) => {
    await page.setViewportSize(PHONE);
    await member.signIn(page, '/faqs');
    const heading = page.getByRole('heading', { level: 1, name: 'Got a question for us?' });
    await expect(heading).toBeVisible();
    const lines = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.25;
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBeLessThanOrEqual(2);
  });
});
