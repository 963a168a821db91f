import { pathTo } from '@portal/manifest/routes';
import { createMember, expect, test } from '../fixtures/member';

/** Issue 31 item 9: the workspace asks only for the lists the staff member's roles allow, so a coach gets no 403. */
test("a coach's workspace asks for the coach's lists only, and nothing is refused", async ({ page }) => {
  const coach = await createMember('harbour', { coach: true, chat: false, firstName: 'Coach' });
  const asked: string[] = [];
  const refused: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/application/api/')) return;
    asked.push(path);
    if (response.status() === 403) refused.push(path);
  });
  await coach.signIn(page, pathTo('coachWorkspace'));
  await expect(page.getByRole('heading', { level: 1, name: 'Coach workspace' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Chats' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming sessions' })).toBeVisible();
  await expect.poll(() => asked.some((path) => path.endsWith('/workspace/get-coachees'))).toBe(true);
  // a reload and a minute's refresh ask the same
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Chats' })).toBeVisible();
  expect(asked.filter((path) => path.endsWith('/workspace/get-clinic-bookings'))).toEqual([]);
  expect(refused).toEqual([]);
  await expect(page.getByRole('heading', { level: 2, name: 'Clinic bookings' })).toHaveCount(0);
});
