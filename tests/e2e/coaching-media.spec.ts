import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/member';

/**
 * Issue 31 item 2 and issue 27 item 5 (decision 0467): a coaching task's audio and video play, and neither the
 * coaching home nor the task logs a content security policy violation (no data: media, no blob: worker).
 */

/** Every CSP violation the page reports, as events and as console messages. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(`${event.violatedDirective} refused ${event.blockedURI}`);
    });
  });
  return seen;
}

test.describe('coaching task media', () => {
  test.use({ memberOptions: { coaching: 'mid-programme' } });
  test.describe.configure({ timeout: 90_000 });

  test('"Learn the 4-4-6 breath" plays its audio and video, with no CSP violation on the coaching home', async ({ page, member }) => {
    const violations = await watchViolations(page);
    await member.signIn(page, '/mental-health-coaching');
    await expect(page.getByRole('heading', { level: 1, name: 'Your coaching' })).toBeVisible();

    await page.getByRole('button', { name: /^Learn the 4-4-6 breath/ }).click();
    const modal = page.getByRole('dialog', { name: 'Learn the 4-4-6 breath' });
    for (const kind of ['audio', 'video'] as const) {
      const element = modal.locator(kind);
      await expect(element).toHaveCount(1);
      // the media is a file of the portal, not an inline data: URL the policy refuses
      await expect(element).toHaveAttribute('src', /^\/content-media\/[a-z0-9-]+\.webm$/);
      await expect.poll(() => element.evaluate((media: HTMLMediaElement) => media.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      const duration = await element.evaluate((media: HTMLMediaElement) => media.duration);
      expect(duration).toBeGreaterThan(0);
      // it plays: time moves on
      await element.evaluate(async (media: HTMLMediaElement) => {
        media.muted = true;
        await media.play();
      });
      await expect.poll(() => element.evaluate((media: HTMLMediaElement) => media.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
      await element.evaluate((media: HTMLMediaElement) => media.pause());
    }
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(violations).toEqual([]);
  });
});

test.describe('a celebrated badge on the coaching home', () => {
  test.use({ memberOptions: { coaching: 'booked', celebrations: true } });
  test.describe.configure({ timeout: 90_000 });

  test('throws its confetti without a blob: worker the policy refuses', async ({ page, member }) => {
    const violations = await watchViolations(page);
    await member.signIn(page, '/mental-health-coaching');
    await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
    // the confetti canvas is drawn on the page
    await expect(page.locator('canvas')).not.toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(violations).toEqual([]);
  });
});
