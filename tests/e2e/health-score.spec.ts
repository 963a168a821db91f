import type { Page } from '@playwright/test';
import { ANSWER_REQUIRED_MESSAGE, BLOOD_PRESSURE_MESSAGE } from '@portal/contract/rules';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

/** The 4 s waits of the spec plus a busy machine. */
const AFTER_WAIT = { timeout: 15_000 };

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** Demographics: age, sex, height in feet and inches, weight in stones and pounds (the unit conversions). */
async function answerDemographics(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible(AFTER_WAIT);
  await expect(page.getByText('How old are you?')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  const age = page.getByRole('textbox', { name: 'years' });
  // digits only: letters never reach the box
  await age.pressSequentially('3x8');
  await expect(age).toHaveValue('38');
  await next.click();

  await expect(page.getByText('What was your sex at birth?')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Female').check();
  await next.click();

  await expect(page.getByText('How tall are you?')).toBeVisible();
  await page.getByRole('button', { name: 'Feet and inches' }).click();
  await page.getByRole('textbox', { name: 'Feet' }).fill('5');
  await page.getByRole('textbox', { name: 'Inches' }).fill('11');
  // 71 in × 2.54 = 180.34 cm
  await expect(page.getByText('That is 180.3 cm.')).toBeVisible();
  await next.click();

  await expect(page.getByText('How much do you weigh?')).toBeVisible();
  await page.getByRole('button', { name: 'Stones and pounds' }).click();
  await page.getByRole('textbox', { name: 'Stones' }).fill('123');
  // two digits per box
  await expect(page.getByRole('textbox', { name: 'Stones' })).toHaveValue('12');
  await page.getByRole('textbox', { name: 'Pounds' }).fill('0');
  // 168 lb × 0.453592 = 76.2 kg
  await expect(page.getByText('That is 76.2 kg.')).toBeVisible();
  await next.click();
  await expect(page.getByRole('status').getByRole('heading', { name: 'Nearly there' })).toBeVisible();
}

/** The Health Score scale's band labels: each drawn inside its own column, 4 px or more from the next one's text. */
async function expectBandsApart(page: Page) {
  const bands = page.getByTestId('score-bands').first();
  await expect(bands).toBeVisible();
  const boxes = await bands.locator('li').evaluateAll((items) =>
    items.map((item) => {
      const range = document.createRange();
      range.selectNodeContents(item);
      const text = range.getBoundingClientRect();
      return { left: text.left, right: text.right, text: (item as HTMLElement).innerText };
    }),
  );
  expect(boxes).toHaveLength(5);
  for (let index = 1; index < boxes.length; index += 1) {
    expect(boxes[index]!.left - boxes[index - 1]!.right, `${boxes[index - 1]!.text} | ${boxes[index]!.text}`).toBeGreaterThanOrEqual(4);
  }
}

test.describe('Health Score for harbour', () => {
  test.use({ memberClient: 'harbour' });

  test('landing, data protection, demographics and Well in mind to results and past results', async ({ page, member }) => {
    test.setTimeout(120_000);
    await member.signIn(page, '/healthscore');
    await expect(page.getByRole('heading', { level: 1, name: 'Health Score' })).toBeVisible();
    for (const id of ['well_in_mind', 'well_in_life', 'well_in_body']) {
      await expect(page.getByTestId(`card-${id}`).getByRole('button', { name: 'Start assessment' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'health-score-landing');

    await page.getByTestId('card-well_in_mind').getByRole('button', { name: 'Start assessment' }).click();
    await expect(page).toHaveURL(/\/healthscore\/data-protection\/well_in_mind$/);
    await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(page.getByRole('heading', { name: 'Need help now?' })).toBeVisible();
    // harbour is an Irish insurer: Ireland's emergency and crisis numbers, no NHS 111
    const help = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: 'Need help now?' }) });
    await expect(help.getByRole('link', { name: '112', exact: true })).toHaveAttribute('href', 'tel:112');
    await expect(help.getByRole('link', { name: '116 123', exact: true })).toBeVisible();
    await expect(help.getByRole('link', { name: '111', exact: true })).toHaveCount(0);
    await expect(help.getByRole('link', { name: '999', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Nearly there' })).toBeVisible();
    await expect(page).toHaveURL(/\/healthscore\/assessment\/well_in_mind$/, AFTER_WAIT);

    await answerDemographics(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Well in mind' })).toBeVisible(AFTER_WAIT);
    await expect(page.getByText('In the last two weeks, how often have you felt stressed?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Never').check();
    await next(page);
    // Back returns to the answered question with its answer
    await expect(page.getByText('How often have you felt down or low?')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Never')).toBeChecked();
    await next(page);
    // the next question's options, not the previous question's still on its way out
    await expect(page.getByText('How often have you felt down or low?')).toBeVisible();
    await page.getByLabel('Never').check();
    await next(page);
    await page.getByLabel('Very well').check();
    await next(page);
    await expect(page.getByText('Choose all that apply.')).toBeVisible();
    await page.getByLabel('Talking to someone').check();
    await page.getByLabel('Exercise').check();
    await next(page);
    await page.getByLabel('Strongly agree', { exact: true }).check();
    await next(page);

    await expect(page.getByRole('heading', { name: "You've now completed the Well in mind assessment" })).toBeVisible();
    await expect(page.getByText('The Health Score is not a medical diagnosis and does not replace advice from a doctor.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'View results' }).click();
    await expect(page).toHaveURL(/\/healthscore\/results\/well_in_mind$/, AFTER_WAIT);
    // 4 + 4 + 4 + 2 + 4 of 20 points (decision record 0120)
    await expect(page.getByText('Your score: 90 · Very Positive')).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Well in mind score' })).toHaveAttribute('aria-valuenow', '90');
    // the scale's five bands each keep to their own part, with room between them (issue 31: "40 Quite Low 60 Fair")
    await expectBandsApart(page);
    await expect(page.getByText('Your mental wellbeing is in great shape.')).toBeVisible();
    await expect(page.locator('details[open] summary', { hasText: 'Insights' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to next assessment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Need help now?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'health-score-results');

    await page.goto(page.url().replace(/\/healthscore.*$/, '/results'));
    await expect(page.getByRole('cell', { name: /Your Health Score results/ }).first()).toBeVisible();
    // each past result is named with its day, not all alike
    const titles = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(titles.length).toBeGreaterThan(1);
    for (const title of titles) expect(title).toMatch(/^Your Health Score results from \d{1,2} [A-Z][a-z]+ \d{4}$/);
    await page.getByRole('link', { name: 'View results' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: titles[0]! })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${titles[0]!}`));
    await page.goBack();
    await expect(page).toHaveURL(/\/results$/);

    await page.goto(page.url().replace(/\/results$/, '/healthscore'));
    await expect(page.getByTestId('card-well_in_mind').getByRole('button', { name: 'View results' })).toBeVisible();
    await expect(page.getByTestId('card-well_in_mind').getByRole('button', { name: 'Restart assessment' })).toBeVisible();
    // demographics is done: the next assessment starts without the data protection intro
    await page.getByTestId('card-well_in_life').getByRole('button', { name: 'Start assessment' }).click();
    await expect(page).toHaveURL(/\/healthscore\/assessment\/well_in_life$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Well in life' })).toBeVisible();
  });

  test('body questions: blood pressure, decimal cholesterol and the validation messages', async ({ page, member }) => {
    test.setTimeout(120_000);
    await member.signIn(page, '/healthscore/assessment/well_in_body');
    await answerDemographics(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Well in body' })).toBeVisible(AFTER_WAIT);
    const days = page.getByRole('textbox', { name: 'Answer' });
    await days.fill('5');
    await days.fill('');
    await expect(page.getByText(ANSWER_REQUIRED_MESSAGE)).toBeVisible();
    await days.fill('5');
    await next(page);

    await expect(page.getByText('What is your blood pressure?')).toBeVisible();
    const bp = page.getByRole('textbox', { name: 'mmHg' });
    await bp.pressSequentially('12a0-80');
    await expect(bp).toHaveValue('12080');
    await expect(page.getByText(BLOOD_PRESSURE_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);
    await bp.fill('120/80');
    await expect(page.getByText(BLOOD_PRESSURE_MESSAGE)).toBeHidden();
    await next(page);

    await expect(page.getByText('What is your total cholesterol?')).toBeVisible();
    const cholesterol = page.getByRole('textbox', { name: 'mmol/L' });
    await cholesterol.pressSequentially('4.2.5');
    await expect(cholesterol).toHaveValue('4.25');
    await page.getByLabel("I don't know my cholesterol").check();
    await expect(cholesterol).toBeDisabled();
    await next(page);
    await page.getByLabel('Never').check();
    await next(page);
    await page.getByLabel('5 or more').check();
    await next(page);
    await expect(page.getByRole('heading', { name: "You've now completed the Well in body assessment" })).toBeVisible();
  });

  test('unknown assessment ids go to the landing; unfinished results say so', async ({ page, member }) => {
    await member.signIn(page, '/healthscore/assessment/not_a_test');
    await expect(page).toHaveURL(/\/healthscore$/);
    await page.goto(page.url().replace(/\/healthscore$/, '/healthscore/results/well_in_life'));
    await expect(page.getByRole('heading', { name: 'The questionnaire is not completed' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Health Score' }).click();
    await expect(page).toHaveURL(/\/healthscore$/);
  });
});

test.describe('Health Score in German for kontor', () => {
  test.use({ memberClient: 'kontor' });

  test('landing, intro and the first question in German', async ({ page, member }) => {
    test.setTimeout(60_000);
    await member.signIn(page, '/healthscore');
    await expect(page.getByTestId('card-well_in_mind').getByRole('heading', { name: 'Gut im Kopf' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assessment starten' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreen(page, 'kontor', 'health-score-landing');
    await page.getByTestId('card-well_in_body').getByRole('button', { name: 'Assessment starten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { name: 'Fast geschafft' })).toBeVisible();
    await expect(page.getByText('Wie alt sind Sie?')).toBeVisible(AFTER_WAIT);
    await expect(page.getByRole('heading', { level: 1, name: 'Über Sie' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
