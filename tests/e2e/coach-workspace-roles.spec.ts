import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import type { SessionUser } from '@portal/contract/calls/auth';
import { pathTo } from '@portal/manifest/routes';
import { clientRequest, clientUrl } from '../fixtures/clients';
import { createMember, expect, restoreSignedInState, test, type TestMember } from '../fixtures/member';

/** Issue 31 item 9: the workspace asks only for the lists the staff member's roles allow, so nobody gets a 403. */

/** Every API call the page makes, and those refused. */
function watchCalls(page: Page) {
  const asked: string[] = [];
  const refused: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/application/api/')) return;
    asked.push(path);
    if (response.status() === 403) refused.push(path);
  });
  return { asked, refused };
}

function createClinician(clientId: string, staffRef: string): Promise<{ user: SessionUser; session: TestMember['session'] }> {
  const { url, headers } = clientRequest(clientId, '/__test/staff');
  const payload = JSON.stringify({ role: 'clinician', staffRef });
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))) : reject(new Error(`staff: ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

test("a coach's workspace asks for the coach's lists only, and nothing is refused", async ({ page }) => {
  const coach = await createMember('harbour', { coach: true, chat: false, firstName: 'Coach' });
  const { asked, refused } = watchCalls(page);
  await coach.signIn(page, pathTo('coachWorkspace'));
  await expect(page.getByRole('heading', { level: 1, name: 'Coach workspace' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Chats' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming sessions' })).toBeVisible();
  // the coachees come with the page (its first reads, issue 34) or from the browser; the clinic's never
  // a reload asks the same
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Chats' })).toBeVisible();
  expect(asked.filter((path) => path.endsWith('/workspace/get-clinic-bookings'))).toEqual([]);
  expect(refused).toEqual([]);
  await expect(page.getByRole('heading', { level: 2, name: 'Clinic bookings' })).toHaveCount(0);
});

test("a clinician's workspace asks for clinic bookings only", async ({ page }) => {
  const clinician = await createClinician('harbour', 'CLN-1041');
  const { asked, refused } = watchCalls(page);
  await restoreSignedInState(page, { clientId: 'harbour', user: clinician.user, session: clinician.session });
  await page.goto(clientUrl('harbour', pathTo('coachWorkspace')));
  await expect(page.getByRole('heading', { level: 1, name: 'Clinician workspace' })).toBeVisible();
  // the top bar and the tab's title name the clinician's workspace, not the coach's
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clinician workspace' })).toBeVisible();
  await expect(page).toHaveTitle(/^Clinician workspace/);
  await expect(page.getByRole('heading', { level: 2, name: 'Clinic bookings' })).toBeVisible();
  // the clinic's bookings come with the page (its first reads, issue 34) or from the browser; the coachees never
  expect(asked.filter((path) => path.endsWith('/workspace/get-coachees'))).toEqual([]);
  expect(refused).toEqual([]);
});
