import { pathTo } from '@portal/manifest/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';

/** Issue 12 item 3: a coach sets a coachee's task from the workspace; the member sees it; a discharge reaches the chat. */
test.describe("the coach's workspace", () => {
  const firstName = `Planned${Math.floor(Math.random() * 1e6)}`;
  test.use({ memberClient: 'harbour', memberOptions: { chat: true, coaching: 'mid-programme', firstName } });

  test('a coach sets a journal task that the member sees in the coaching home, then discharges them', async ({ page, member, browser }) => {
    // two signed-in browsers and axe runs on a shared two-core machine
    test.setTimeout(120_000);
    const coach = await createMember('harbour', { coach: true, chat: false, firstName: 'Coach' });
    const coachContext = await browser.newContext();
    const coachPage = await coachContext.newPage();
    await coach.signIn(coachPage, pathTo('coachWorkspace'));
    // the top bar leads a coach to the workspace
    await expect(coachPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coach workspace' })).toHaveAttribute('href', pathTo('coachWorkspace'));
    // the session starting in five minutes has Join into its room from the coach's side
    await expect(coachPage.getByRole('link', { name: `Join the session with ${firstName} Member` }).first()).toHaveAttribute('href', /^\/booking-video-room\/\d+$/);
    await coachPage.getByRole('link', { name: `${firstName} Member`, exact: true }).click();
    await expect(coachPage.getByRole('heading', { level: 1, name: `${firstName} Member` })).toBeVisible();

    // the coachee's plan as their home shows it, and a journal task set in their first milestone
    const plan = coachPage.getByTestId('coachee-plan');
    await expect(plan.getByRole('heading', { name: /^Sleep better/ })).toBeVisible();
    const taskForm = coachPage.getByRole('form', { name: 'Set a task' });
    await taskForm.getByRole('button', { name: 'Add task' }).click();
    await expect(taskForm.getByText('Please enter a title.')).toBeVisible();
    await taskForm.getByLabel('Milestone', { exact: true }).selectOption({ label: 'Sleep better › Build an evening routine' });
    await taskForm.getByLabel('Task', { exact: true }).fill('Evening reflection');
    await taskForm.getByLabel('What to do').fill('Before bed, note how your day went.');
    await taskForm.getByRole('checkbox', { name: 'Journal task' }).check();
    await taskForm.getByLabel('Journal questions').fill('What went well today?\nWhat will you try tomorrow?');
    await taskForm.getByRole('button', { name: 'Add task' }).click();
    await expect(coachPage.getByRole('region', { name: 'Goals and tasks' }).getByRole('status')).toHaveText('Task added.');
    await expect(plan.getByText('Evening reflection')).toBeVisible();
    await expectNoAxeViolations(coachPage);

    // the member's coaching home has the task, and its journal asks the coach's questions
    await member.signIn(page, pathTo('mentalHealthCoaching'));
    await page.getByRole('button', { name: /^Evening reflection/ }).click();
    const modal = page.getByRole('dialog', { name: 'Evening reflection' });
    await expect(modal.getByText('Before bed, note how your day went.')).toBeVisible();
    await expect(modal.getByLabel('What went well today?')).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();

    // the coach discharges: the member's chat shows the discharged modal and cannot send
    await coachPage.getByRole('button', { name: 'Discharge' }).click();
    await expect(coachPage.getByRole('button', { name: 'Restart coaching' })).toBeVisible();
    await page.goto(new URL(pathTo('mentalHealthCoachingChat'), page.url()).toString());
    const discharged = page.getByRole('dialog', { name: 'You have been discharged' });
    await expect(discharged).toBeVisible();
    await expectNoAxeViolations(page);
    await discharged.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await coachContext.close();
  });
});
