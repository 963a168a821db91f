import type { Page } from '@playwright/test';
import { MAX_FILE_SIZE_MESSAGE, VIDEO_FILE_MESSAGE } from '@portal/contract/calls/chat';
import { pathTo } from '@portal/manifest/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(16)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]);
const COACH_NAME = 'Aoife Brennan';

const messages = (page: Page) => page.getByTestId('chat-messages');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const attach = (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) => page.getByLabel('Attach a file').setInputFiles(file);

test.describe('chat with the coach', () => {
  const firstName = `Chatty${Math.floor(Math.random() * 1e6)}`;
  test.use({ memberClient: 'harbour', memberOptions: { chat: true, firstName } });

  test('member and coach chat both ways with typing, read marks and a file; refusals; the coach discharges', async ({ page, member, browser }) => {
    // two signed-in browsers, uploads and several page loads on a shared machine
    test.setTimeout(150_000);
    await member.signIn(page, pathTo('mentalHealthCoachingChat'));
    await expect(page.getByRole('heading', { level: 2, name: COACH_NAME })).toBeVisible();
    await expect(messages(page).getByText('Hi, I am your coach.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    // Enter sends, Shift+Enter makes a new line, an empty message is not sent
    await composer(page).press('Enter');
    await composer(page).fill('First line');
    await composer(page).press('Shift+Enter');
    await composer(page).pressSequentially('second line');
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('');
    const own = messages(page).locator('li[data-own="true"]');
    await expect(own).toHaveCount(1);
    await expect(own.first().locator('p')).toHaveText('First line\nsecond line');
    await expect(own.first()).toContainText('Sent');

    // the coach's side: the inbox counts the unread message, the conversation marks it read
    const coach = await createMember('harbour', { coach: true, chat: false, firstName: 'Coach' });
    const coachContext = await browser.newContext();
    const coachPage = await coachContext.newPage();
    await coach.signIn(coachPage, pathTo('coachWorkspace'));
    const row = coachPage.getByRole('listitem').filter({ has: coachPage.getByRole('link', { name: `${firstName} Member` }) });
    await expect(row.getByTestId('unread')).toHaveText(/^1\s*unread$/);
    await expectNoAxeViolations(coachPage);
    await row.getByRole('link', { name: `${firstName} Member` }).click();
    await expect(coachPage.getByRole('heading', { level: 1, name: `${firstName} Member` })).toBeVisible();
    await expect(messages(coachPage).getByText('second line', { exact: false })).toBeVisible();
    await expect(own.first()).toContainText('Read');
    await expectNoAxeViolations(coachPage);

    // typing shows on the other side, the answer arrives and is marked read once the member has it on screen
    await composer(coachPage).pressSequentially('Thanks', { delay: 50 });
    await expect(page.getByText(`${COACH_NAME} is typing…`)).toBeVisible();
    await composer(coachPage).press('Enter');
    await expect(messages(page).getByText('Thanks')).toBeVisible();
    await expect(messages(coachPage).locator('li[data-own="true"]').last()).toContainText('Read');

    // a file round trip: the coach sees the image and can fetch it
    await attach(page, { name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    const image = messages(coachPage).getByRole('img', { name: 'photo.png' });
    await expect(image).toBeVisible();
    const url = await image.getAttribute('src');
    const fetched = await coachPage.evaluate(async (src) => {
      const response = await fetch(src!, { credentials: 'same-origin' });
      return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition') };
    }, url);
    expect(fetched).toEqual({ status: 200, type: 'image/png', disposition: expect.stringMatching(/^attachment;/) });

    // refusals, each cleared after 3 seconds
    const warning = page.getByTestId('chat-warning');
    await attach(page, { name: 'clip.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await expect(warning).toHaveText(VIDEO_FILE_MESSAGE);
    await expect(warning).toHaveCount(0, { timeout: 6_000 });
    await attach(page, { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5242881, 1) });
    await expect(warning).toHaveText(MAX_FILE_SIZE_MESSAGE);
    await expect(warning).toHaveCount(0, { timeout: 6_000 });
    // an executable renamed to .png: the server reads its content and refuses it
    await attach(page, { name: 'holiday.png', mimeType: 'image/png', buffer: EXE });
    await expect(warning).toHaveText('Something went wrong');
    await expect(messages(coachPage).getByRole('img')).toHaveCount(1);

    // the coach discharges: the member sees the modal and can no longer send
    await coachPage.getByRole('button', { name: 'Discharge' }).click();
    const modal = page.getByRole('dialog', { name: 'You have been discharged' });
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(composer(page)).toBeDisabled();
    await expect(coachPage.getByRole('button', { name: 'Restart coaching' })).toBeVisible();
    await coachContext.close();
  });
});

test.describe('chat without a coach', () => {
  test.use({ memberClient: 'harbour', memberOptions: { chat: false } });

  test('leads to a coach (no coach is not a failed load, decision 0500), and a member reaches no coach workspace', async ({ page, member }) => {
    test.setTimeout(90_000);
    await member.signIn(page, pathTo('mentalHealthCoachingChat'));
    await expect(page.getByText('You do not have a coach yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a coach' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(new URL(pathTo('coachWorkspace'), page.url()).toString());
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Chats')).toHaveCount(0);
  });
});
