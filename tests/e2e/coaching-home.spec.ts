import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';

test.describe('coaching home on harbour, mid-programme', () => {
  test.use({ memberOptions: { coaching: 'mid-programme' } });
  // a task modal, a smart goal and axe runs on a shared two-core machine
  test.describe.configure({ timeout: 90_000 });

  test('sessions with Start Video, a task completed and marked unread, a smart goal created', async ({ page, member }) => {
    await member.signIn(page, '/mental-health-coaching');
    await expect(page.getByRole('heading', { level: 1, name: 'Your coaching' })).toBeVisible();
    const upcoming = page.getByRole('list', { name: 'Upcoming sessions' }).getByRole('listitem');
    await expect(upcoming).toHaveCount(2);
    // the session starting in five minutes shows Start Video; the chat session shows Chat
    await expect(upcoming.first().getByRole('link', { name: 'Start Video' })).toHaveAttribute('href', /^\/booking-video-room\/\d+\/device-tests$/);
    await expect(upcoming.nth(1).getByText('Chat', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sleep better' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Learn the 4-4-6 breath/ })).toContainText('To complete by Today');
    await expect(page.getByRole('button', { name: /^Put your phone away/ })).toContainText('To complete by Tomorrow');
    await expect(page.getByRole('button', { name: /^Go for a walk/ })).toContainText('Repeats daily');
    await expect(page.getByRole('button', { name: /^Write down what keeps you awake/ })).toContainText('Done');
    await expect(page.getByRole('button', { name: /^Review your sleep/ })).toBeDisabled();
    await expect(page.getByText('17% complete')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Learn the 4-4-6 breath/ }).click();
    const modal = page.getByRole('dialog', { name: 'Learn the 4-4-6 breath' });
    await expect(modal.getByText('Slow breathing calms the body before sleep.', { exact: false })).toBeVisible();
    await expect(modal.getByRole('img', { name: 'Learn the 4-4-6 breath' })).toBeVisible();
    await expect(modal.getByText('Breathe in for four seconds.')).toBeVisible();
    await expect(modal.getByText('When should I practise?')).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Complete Task' }).click();
    await expect(modal.getByRole('button', { name: 'Mark as Unread' })).toBeVisible();
    await expect(page.getByText('33% complete')).toBeVisible();
    await modal.getByRole('button', { name: 'Mark as Unread' }).click();
    await expect(modal.getByRole('button', { name: 'Complete Task' })).toBeVisible();
    await expect(page.getByText('17% complete')).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Create smart goal' }).click();
    const form = page.getByRole('dialog', { name: 'Create smart goal' });
    await expect(form.getByText('150 character limit')).toBeVisible();
    await form.getByLabel('Title').fill('Read before bed');
    await form.getByLabel('Your smart goal').fill('x'.repeat(160));
    await expect(form.getByLabel('Your smart goal')).toHaveValue('x'.repeat(150));
    await form.getByLabel('Your smart goal').fill('Ten pages of a novel, no screens');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: /^Read before bed/ })).toContainText('To complete by Today');
  });

  test('a journal entry: scale at half its maximum, a number clamped, leaving asks first, Save Entry completes', async ({ page, member }) => {
    await member.signIn(page, '/mental-health-coaching');
    await page.getByRole('button', { name: /^Sleep diary/ }).click();
    const modal = page.getByRole('dialog', { name: 'Sleep diary' });
    await expect(modal.getByLabel('How well did you sleep?', { exact: false })).toHaveValue('5');
    await expect(modal.getByText('I checked my phone in bed.', { exact: false })).toBeVisible();
    await modal.getByLabel('How many hours did you sleep?').fill('20');
    await modal.getByLabel('When did you go to bed?').fill('23:15');
    await modal.getByLabel('How many hours did you sleep?').blur();
    await expect(modal.getByLabel('How many hours did you sleep?')).toHaveValue('14');
    await modal.getByRole('button', { name: 'Save Entry' }).click();
    await expect(modal.getByText('Please ensure all questions have been answered')).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal.getByRole('heading', { name: 'Leave without saving?' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Close without saving' })).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Take me back' }).click();
    await modal.getByLabel('What helped or got in the way?').fill('  A warm bath.  ');
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Save Entry' }).click();
    await expect(modal.getByText('Your entry has been saved.')).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: /^Sleep diary/ })).toContainText('Done');
  });
});

test.describe('coaching home on harbour, other stages', () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe('booked, no profile', () => {
    test.use({ memberOptions: { coaching: 'booked' } });
    test('asks for the profile, then holds tight for goals', async ({ page, member }) => {
      await member.signIn(page, '/mental-health-coaching');
      const save = page.getByRole('button', { name: 'Save' });
      await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
      await expect(save).toBeDisabled();
      await page.getByLabel('Address').fill('1 Main Street');
      await page.getByLabel('City').fill('Bristol');
      await page.getByLabel('County').fill('Avon');
      await page.getByLabel('Postcode').fill('BS1 1AA');
      await page.getByLabel('Next of kin full name').fill('Sam Taylor');
      await expect(save).toBeDisabled();
      await page.getByLabel('Next of kin phone').fill('0770090012345678');
      await expect(page.getByLabel('Next of kin phone')).toHaveValue('07700900123456');
      await expectNoAxeViolations(page);
      await save.click();
      await expect(page.getByRole('heading', { name: 'Hold Tight!' })).toBeVisible();
      await expect(page.getByText("Sorry you don't have any goals set yet, reach out to coach to get some.")).toBeVisible();
    });
  });

  test('a member who never booked goes to the start page', async ({ page, member }) => {
    await member.signIn(page, '/health-coaching');
    await expect(page).toHaveURL(/\/health-coaching\/start$/);
  });
});
