import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';

const QUESTIONNAIRE = '/mental-health-coaching/start/questionnaire';

/** Answers the WHO-5 sliders: `value` moves each one there, null leaves it at its middle option. */
async function answerWho5(page: Page, value: number | null) {
  for (let question = 1; question <= 5; question += 1) {
    await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
    const slider = page.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Less than half of the time');
    if (value !== null) await slider.fill(String(value));
    if (question === 1) await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

test.describe('triage questionnaire on harbour', () => {
  // ten to fifteen answers and axe runs per test on a shared two-core machine
  test.describe.configure({ timeout: 90_000 });

  test('good wellbeing on WHO-5 leads to choosing a coach, and the prompt survives a reload', async ({ page, member }) => {
    await member.signIn(page, QUESTIONNAIRE);
    await expect(page.getByRole('heading', { level: 1, name: 'Your wellbeing questionnaire' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Start' }).click();
    // Back on the second question returns to the first, with its answer kept
    await page.getByRole('slider').fill('5');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Question 2 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('slider')).toHaveAttribute('aria-valuetext', 'All of the time');
    await page.getByRole('button', { name: 'Next' }).click();
    for (let question = 2; question <= 5; question += 1) {
      await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
      await page.getByRole('slider').fill('4');
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Coaching is a good fit for you' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Coaching is a good fit for you' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Choose your coach' }).click();
    await expect(page).toHaveURL(/\/mental-health-coaching\/select-coach$/);
  });

  test('low wellbeing asks for CORE-10, whose answers refer to the EAP', async ({ page, member }) => {
    await member.signIn(page, QUESTIONNAIRE);
    await page.getByRole('button', { name: 'Start' }).click();
    await answerWho5(page, null);
    await expect(page.getByRole('heading', { name: 'A few more questions' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    // a reload loads the app again: slower than a step within it on a busy machine
    await expect(page.getByRole('heading', { name: 'A few more questions' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('You must enter a valid option')).toBeVisible();
    await expectNoAxeViolations(page);
    for (let question = 1; question <= 10; question += 1) {
      await expect(page.getByText(`Question ${question} of 10`)).toBeVisible();
      await page.getByRole('radio', { name: 'Sometimes' }).check();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Our 24/7 support team is the right place to start' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact the support team' })).toHaveAttribute('href', '/eap');
    await expect(page.getByRole('link', { name: '116 123', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
