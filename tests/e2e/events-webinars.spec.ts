import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';

// the viewer plays for a few seconds before the member leaves, and axe runs on each page
test.describe.configure({ timeout: 120_000 });

test.describe('webinars for harbour', () => {
  test.use({ memberClient: 'harbour' });

  test('register for a webinar, then watch another and leave: the seconds watched are sent', async ({ page, member }) => {
    await member.signIn(page, '/events/webinars');
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
    const open = page.getByRole('region', { name: 'Open for registration' });
    await expect(page.getByRole('region', { name: 'Available to watch' }).getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Upcoming webinars' }).getByRole('button', { name: /^Register for / })).toBeDisabled();
    await expectNoAxeViolations(page);

    await open.getByRole('button', { name: 'Register for Menopause at work: an open conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menopause at work: an open conversation' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Register' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for registering' });
    await expect(thanks).toContainText('You are registered for Menopause at work: an open conversation.');
    await thanks.getByRole('button', { name: 'OK' }).click();
    await expect(open.getByRole('article', { name: 'Menopause at work: an open conversation' }).getByText('Registered')).toBeVisible();
    await page.reload();
    await expect(open.getByRole('article', { name: 'Menopause at work: an open conversation' }).getByText('Registered')).toBeVisible();

    await page.getByRole('link', { name: 'Watch Sleep better: a practical guide' }).click();
    await expect(page).toHaveURL(/\/events\/webinars\/\d+$/);
    const video = page.getByLabel('Webinar video: Sleep better: a practical guide');
    await expect(video).toBeVisible();
    await expectNoAxeViolations(page);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await page.waitForTimeout(2_500);
    const tracked = page.waitForRequest((request) => request.url().endsWith('/webinars/track-view'));
    await page.getByRole('button', { name: 'Back to webinars' }).click();
    const sent = (await tracked).postDataJSON() as { webinar_id: number; seconds: number };
    expect(sent.seconds).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('region', { name: 'Available to watch' })).toBeVisible();
  });
});
