import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';

// Task completion, the journal's rules and the smart goal are walked by coaching-home.spec.ts; this spec walks what
// that one does not: the WHO-5 check-in and its graph, and the calendar widgets.
test.describe('coaching home on harbour: check-in and calendar', () => {
  test.use({ memberOptions: { coaching: 'mid-programme' } });
  // ten answers, two calendars and three axe runs on a shared two-core machine
  test.describe.configure({ timeout: 150_000 });

  /** Five questions, one at a time: Next waits for a choice, then the next question slides in. */
  async function checkIn(page: Page, option: 'All of the time' | 'Most of the time', axe = false) {
    await page.getByRole('button', { name: 'Start check-in' }).click();
    const modal = page.getByRole('dialog', { name: 'Wellbeing check-in' });
    for (let question = 1; question <= 5; question += 1) {
      await expect(modal.getByText(`Question ${question} of 5`)).toBeVisible();
      const next = modal.getByRole('button', { name: 'Next' });
      await expect(next).toBeDisabled();
      const slider = modal.getByRole('slider');
      await expect(slider).toHaveValue('2');
      await slider.focus();
      await page.keyboard.press('End');
      if (option !== 'All of the time') await page.keyboard.press('ArrowLeft');
      await expect(slider).toHaveAttribute('aria-valuetext', option);
      if (axe && question === 1) await expectNoAxeViolations(page);
      await next.click();
    }
    await expect(modal.getByText('Questionnaire completed')).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toBeHidden();
  }

  test('a check-in grows the graph; the calendars walk by keyboard from Monday and show the diary of a chosen day', async ({ page, member }) => {
    await member.signIn(page, '/mental-health-coaching');
    const checkin = page.getByRole('region', { name: 'Check-in' });
    await expect(checkin.getByText('You have not checked in yet. Your scores will show here.')).toBeVisible();

    await checkIn(page, 'All of the time', true);
    await expect(checkin.getByText('Latest score: 100 out of 100')).toBeVisible();
    await expect(checkin.getByRole('img', { name: 'Your check-in scores over time' })).toHaveAttribute('data-points', '1');
    await expect(checkin.locator('canvas')).toBeVisible();

    await checkIn(page, 'Most of the time');
    await expect(checkin.getByText('Latest score: 80 out of 100')).toBeVisible();
    await expect(checkin.getByRole('img', { name: 'Your check-in scores over time' })).toHaveAttribute('data-points', '2');
    await checkin.getByText('All your check-ins (2)').click();
    await expect(checkin.getByRole('list', { name: 'Your check-ins' }).getByRole('listitem')).toHaveCount(2);

    // the home calendar: weeks start on Monday, today's tasks listed, arrows move by day
    const calendar = page.getByRole('region', { name: 'Calendar' });
    const grid = calendar.getByRole('grid');
    await expect(grid.getByRole('columnheader').first()).toHaveText('Mon');
    await expect(calendar.getByRole('button', { name: 'Task: Learn the 4-4-6 breath' })).toBeVisible();
    await grid.locator('button[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar.getByRole('button', { name: 'Task: Put your phone away an hour before bed' })).toBeVisible();
    await expectNoAxeViolations(page);

    // the diary's calendar marks the days with entries; yesterday's entry shows when that day is chosen
    await page.getByRole('button', { name: /^Sleep diary/ }).first().click();
    const modal = page.getByRole('dialog', { name: 'Sleep diary' });
    const diaryGrid = modal.getByRole('grid');
    await diaryGrid.locator('button[tabindex="0"]').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /has an entry$/);
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('button', { name: 'Complete Task' })).toHaveCount(0);
    await expect(modal.getByLabel('How many hours did you sleep?')).toHaveValue('6');
    await expect(modal.getByLabel('What helped or got in the way?')).toHaveValue('I checked my phone in bed.');
    await expectNoAxeViolations(page);
  });
});
