import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import type { SessionUser } from '@portal/contract/calls/auth';
import type { Appointment } from '@portal/contract/calls/bookings';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientRequest, clientUrl } from '../fixtures/clients';
import { createMember, expect, restoreSignedInState, test, type TestMember } from '../fixtures/member';

const COPY = {
  waiting: 'Meeting will start soon ...',
  join: 'Join Meeting',
  end: 'End Meeting',
  accept: 'Accept Permissions',
  ended: /^Thanks for joining\. Your Session Has Now Ended\. Duration: \d{2}:\d{2}:\d{2}$/,
  closed: 'This session has ended.',
  notOpen: 'The meeting room opens 10 minutes before the start.',
  notFound: 'We could not find this booking.',
};
const TOKEN_CALL = '/application/api/u/dmh/get-appointment-access-token';

// camera and microphone are Chromium's fake devices, granted without a prompt
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

function post(
  clientId: string,
  path: string,
  body: unknown,
  cookie?: string,
): Promise<{ status: number; body: unknown }> {
  const { url, headers } = clientRequest(clientId, path);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function bookingsOf(member: TestMember): Promise<Appointment[]> {
  const reply = await post(
    member.clientId,
    '/application/api/u/sapphire/appointments',
    {},
    `${member.session.cookieName}=${member.session.token}`,
  );
  return (reply.body as { appointments: Appointment[] }).appointments;
}

/** The booking's clinician, signed in through the test hook in its own browser context. */
async function signInClinician(page: Page, clientId: string, staffRef: string, path: string): Promise<void> {
  const reply = await post(clientId, '/__test/staff', { role: 'clinician', staffRef });
  expect(reply.status).toBe(200);
  const created = reply.body as { user: SessionUser; session: TestMember['session'] };
  await restoreSignedInState(page, { clientId, user: created.user, session: created.session });
  await page.goto(clientUrl(clientId, path));
}

/** The element shows frames of the other side's camera: a size, and frames that keep coming. */
async function expectDecodedFrames(page: Page): Promise<void> {
  const remote = page.getByTestId('remote-video');
  await expect
    .poll(() => remote.evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const frames = () =>
    remote.evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);
  const first = await frames();
  await expect.poll(frames, { timeout: 10_000 }).toBeGreaterThan(first + 5);
}

test('member and clinician meet in one room, see each other, and the session ends for both with its duration', async ({
  browser,
  member,
}) => {
  // two browsers, a first paint each and axe on a busy two-core machine
  test.setTimeout(240_000);
  const clientId = member.clientId;
  const memberPage = await (await browser.newContext()).newPage();
  await member.signIn(memberPage);

  // reached from the bookings panel's Join
  await memberPage.getByRole('button', { name: 'Bookings', exact: true }).click();
  const panel = memberPage.getByRole('dialog', { name: 'My bookings' });
  const soon = panel
    .getByRole('article')
    .filter({ has: memberPage.getByRole('heading', { name: 'Video session' }) })
    .first();
  await soon.getByRole('link', { name: 'Join' }).click();
  await expect(memberPage).toHaveURL(/\/booking-video-room\/\d+\/device-tests$/);
  const path = new URL(memberPage.url()).pathname;
  const bookingId = path.split('/')[2]!;

  // early: the waiting room counts down in hh:mm:ss; a click goes on to the device test
  await expect(memberPage.getByRole('heading', { name: COPY.waiting })).toBeVisible();
  await expect(memberPage.getByTestId('countdown')).toHaveText(/^00:0\d:\d{2}$/);
  // the fake devices are granted by now: Join Meeting is enabled (its colours change as axe reads them otherwise)
  await expect(memberPage.getByRole('button', { name: 'Join Meeting' })).toBeEnabled();
  await expectNoAxeViolations(memberPage);
  await memberPage.getByRole('button', { name: 'Go to the device test' }).click();
  await expect(memberPage.getByRole('checkbox', { name: COPY.accept })).toBeChecked();
  await expect(memberPage.getByRole('checkbox', { name: COPY.accept })).toBeEnabled();
  await expect
    .poll(() =>
      memberPage.getByTestId('local-preview').evaluate((video: HTMLVideoElement) => video.videoWidth),
    )
    .toBeGreaterThan(0);
  await memberPage.getByRole('button', { name: COPY.join }).click();
  await expect(memberPage.getByTestId('room-status')).toContainText('Waiting for Dr. Priya Raman to join.');

  // the booking's clinician opens the same room from the other side
  const booking = (await bookingsOf(member)).find((item) => String(item.appointmentId) === bookingId)!;
  const clinicianPage = await (await browser.newContext()).newPage();
  await signInClinician(clinicianPage, clientId, String(booking.clinician.clinicianId), path);
  await clinicianPage.getByRole('button', { name: 'Go to the device test' }).click();
  await expect(clinicianPage.getByRole('checkbox', { name: COPY.accept })).toBeChecked({ timeout: 20_000 });
  await clinicianPage.getByRole('button', { name: COPY.join }).click();

  await expectDecodedFrames(memberPage);
  await expectDecodedFrames(clinicianPage);
  await expect(memberPage.getByTestId('room-status')).toContainText('Status: Connected');
  await expect(clinicianPage.getByTestId('room-status')).toContainText('Status: Connected');
  // a playing video holds off the inactivity prompt (the shell's rule) for as long as the call lasts
  expect(
    await memberPage.evaluate(() =>
      [...document.querySelectorAll('video')].some((video) => !video.paused && !video.ended),
    ),
  ).toBe(true);
  await expectNoAxeViolations(memberPage);

  // the member ends it; the clinician's side ends by itself when the member leaves
  await memberPage.getByRole('button', { name: COPY.end }).click();
  await expect(memberPage.getByRole('heading', { name: COPY.ended })).toBeVisible();
  await expect(memberPage.getByTestId('room-status')).toContainText('Status: Completed');
  await expect(clinicianPage.getByRole('heading', { name: COPY.ended })).toBeVisible({ timeout: 15_000 });
  await expect(clinicianPage.getByTestId('room-status')).toContainText('Status: Disconnected');
  await expect(memberPage.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoAxeViolations(memberPage);
});

test('outside its window or for another member the token is refused, and the page keeps polling with the reason', async ({
  page,
  member,
}) => {
  test.slow();
  const list = await bookingsOf(member);
  const now = Date.now();
  const past = list.find(
    (b) => b.appointmentType === 'Video' && Date.parse(b.endTime) < now && b.appointmentStatus === 'Booked',
  )!;
  const later = list.find(
    (b) =>
      b.appointmentType === 'Audio' &&
      Date.parse(b.startTime) - now > 86_400_000 &&
      b.appointmentStatus === 'Booked',
  )!;
  const polls: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === TOKEN_CALL) polls.push(Date.now());
  });

  await member.signIn(page, `/booking-video-room/${past.appointmentId}/device-tests`);
  await expect(page.getByTestId('token-error')).toHaveText(COPY.closed);
  await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

  // days away: the waiting room counts in days, the server says when the room opens
  await page.goto(clientUrl(member.clientId, `/booking-video-room/${later.appointmentId}/device-tests`));
  await expect(page.getByRole('heading', { name: COPY.waiting })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^2 days$/);
  await expect(page.getByTestId('token-error')).toHaveText(COPY.notOpen);

  // another member's booking that is open right now: not theirs, so not found
  const other = await createMember(member.clientId);
  const theirs = (await bookingsOf(other)).find(
    (b) => b.appointmentType === 'Video' && Date.parse(b.startTime) > now,
  )!;
  await page.goto(clientUrl(member.clientId, `/booking-video-room/${theirs.appointmentId}/device-tests`));
  await expect(page.getByTestId('token-error')).toHaveText(COPY.notFound);
  await expectNoAxeViolations(page);
});

test('mute and camera off are keyboard toggles with aria-pressed, and the other side sees them', async ({ browser, member }) => {
  // two browsers with fake media on a busy two-core machine
  test.setTimeout(240_000);
  const clientId = member.clientId;
  const now = Date.now();
  const booking = (await bookingsOf(member)).find(
    (b) => b.appointmentType === 'Video' && Date.parse(b.startTime) > now && b.appointmentStatus === 'Booked',
  )!;
  const path = `/booking-video-room/${booking.appointmentId}/device-tests`;
  const memberPage = await (await browser.newContext()).newPage();
  await member.signIn(memberPage, path);
  const clinicianPage = await (await browser.newContext()).newPage();
  await signInClinician(clinicianPage, clientId, String(booking.clinician.clinicianId), path);
  for (const page of [memberPage, clinicianPage]) {
    await page.getByRole('button', { name: 'Go to the device test' }).click();
    await expect(page.getByRole('checkbox', { name: COPY.accept })).toBeChecked({ timeout: 20_000 });
    await page.getByRole('button', { name: COPY.join }).click();
  }
  await expectDecodedFrames(memberPage);
  await expectDecodedFrames(clinicianPage);

  // the clinician's page is not told the member's name (it has no booking list of its own)
  const memberName = 'The other participant';
  const mute = memberPage.getByRole('button', { name: 'Mute', exact: true });
  const camera = memberPage.getByRole('button', { name: 'Camera off', exact: true });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await expect(camera).toHaveAttribute('aria-pressed', 'false');

  // Space on the focused toggle mutes: the microphone's track goes silent and the clinician is told
  await mute.focus();
  await memberPage.keyboard.press('Space');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect(
    await memberPage.getByTestId('local-video').evaluate((video: HTMLVideoElement) =>
      (video.srcObject as MediaStream).getAudioTracks().map((track) => track.enabled),
    ),
  ).toEqual([false]);
  await expect(memberPage.getByTestId('local-tile')).toContainText('You are muted');
  await expect(clinicianPage.getByTestId('room-status')).toContainText(`${memberName} is muted.`);
  await expect(clinicianPage.getByTestId('remote-tile')).toContainText('Muted');

  // Enter turns the camera off: the clinician sees the member's name and Camera off instead of their picture
  await camera.focus();
  await memberPage.keyboard.press('Enter');
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
  await expect(memberPage.getByTestId('local-tile')).toContainText('Your camera is off');
  await expect(clinicianPage.getByTestId('room-status')).toContainText(`${memberName} has turned their camera off.`);
  await expect(clinicianPage.getByTestId('remote-tile')).toContainText(`${memberName}Camera off`);
  await expectNoAxeViolations(memberPage);

  // both back on: the notes go; the clinician mutes in turn and the member hears of it
  await mute.click();
  await camera.click();
  await expect(clinicianPage.getByTestId('room-status')).not.toContainText('is muted.');
  await expect(clinicianPage.getByTestId('room-status')).not.toContainText('camera off');
  await expect(clinicianPage.getByTestId('remote-tile')).not.toContainText('Camera off');
  await clinicianPage.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(memberPage.getByTestId('room-status')).toContainText(`${booking.clinician.name} is muted.`);
  await expectNoAxeViolations(clinicianPage);
  await memberPage.getByRole('button', { name: COPY.end }).click();
  await expect(memberPage.getByRole('heading', { name: COPY.ended })).toBeVisible();
});
