import type { Page } from '@playwright/test';
import { clientUrl } from '../fixtures/clients';
import { appHasAdopted, expect, test } from '../fixtures/member';

/**
 * Decision 0810 (issue 34, item 1): the pages whose first render sent a call the contract declared a write, which
 * writes nothing (the triage questionnaire's surveys/get-fixed-survey, the health score's healthscore/score), come
 * with their first view; and a coaching home of a member who has not started answers with a redirect to its start
 * page, so the browser goes straight to the start page's first view. Each page opens in a new tab with only the
 * session cookie, as from a link in an email.
 */
async function watchFirstView(page: Page) {
  const errors: string[] = [];
  const asked: string[] = [];
  const navigations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|rendered again/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/application/api/')) asked.push(new URL(request.url()).pathname);
  });
  // every URL the tab's document shows, its own navigations and the app's (history.pushState and replaceState)
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
  });
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1, h2') || node.querySelector('h1, h2'))) removed.push(node.textContent ?? node.nodeName);
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    asked,
    navigations,
    hydrated: async () => {
      await appHasAdopted(page);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(await page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings)).toEqual([]);
      await expect(page.locator('#root')).not.toHaveAttribute('data-first-view', 'rendered-again');
      expect(errors).toEqual([]);
    },
  };
}

/** Opens a harbour page in a new tab of the signed-in member, as from a link in an email, watching its first view. */
async function openInNewTab(page: Page, path: string) {
  const tab = await page.context().newPage();
  const watch = await watchFirstView(tab);
  const response = (await tab.goto(clientUrl('harbour', path)))!;
  return { tab, watch, response, html: await response.text() };
}

/** The page's first h1 as the server sent it, as text. */
const firstHeading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&') ?? '';

/** A call of the signed-in page's own, as the app would send it. */
async function ask(page: Page, path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return (await response.json()) as Record<string, unknown>;
    },
    { path, body },
  );
}

interface Question {
  readonly question_id: number;
  readonly question_type: string;
  readonly options: readonly { option_text: string }[];
}

/** Answers every question of a health score assessment with its first option, through the calls the app sends. */
async function finishAssessment(page: Page, name: string) {
  const first = (await ask(page, '/application/api/u/sapphire/healthscore/get-first-unanswered-question', { questionnaire_name: name })) as { question: { next_question: Question | null } };
  let question = first.question.next_question;
  for (let step = 0; question && step < 40; step++) {
    const option = { option_text: question.options[0]!.option_text };
    const answer = question.question_type === 'multiple_choice' ? [option] : option;
    const reply = await ask(page, '/application/api/u/sapphire/healthscore/answer-question', { questionnaire_name: name, question_id: question.question_id, answer });
    expect(reply.success, JSON.stringify(reply)).toBe(true);
    question = reply.next_question as Question | null;
  }
  expect(question).toBeNull();
}

test.describe('first views of the pages that asked a "write" as they opened (decision 0810)', () => {
  test.use({ memberClient: 'harbour' });

  test('the triage questionnaire, the health score and its results come with their first view', async ({ page, member }) => {
    test.setTimeout(180_000);
    await member.signIn(page, '/settings');
    await finishAssessment(page, 'well_in_mind');
    const score = (await ask(page, '/application/api/u/sapphire/healthscore/score', { questionnaire_name: 'well_in_mind' })) as { score: number; outcome: string };
    const pages: [path: string, heading: string, shows: RegExp, asks: string][] = [
      ['/mental-health-coaching/start/questionnaire', 'Your wellbeing questionnaire', /<h2 id="triage-welcome">Welcome<\/h2>/, '/surveys/get-fixed-survey'],
      // the finished assessment's score is drawn on its card; the others show their progress
      ['/healthscore', 'Health Score', new RegExp(`data-testid="card-well_in_mind".*?<strong>${score.score}</strong> · (<!-- -->)?${score.outcome}`, 's'), '/healthscore/score'],
      ['/healthscore/results/well_in_mind', 'Well in mind', new RegExp(`Your score: <strong>${score.score}</strong> · (<!-- -->)?${score.outcome}`), '/healthscore/score'],
    ];
    for (const [path, heading, shows, asks] of pages) {
      await test.step(path, async () => {
        const { tab, watch, html } = await openInNewTab(page, path);
        expect(html, `${path} came with its first view`).toMatch(/<div id="root"><[^/]/);
        expect(firstHeading(html)).toBe(heading);
        expect(html).toMatch(shows);
        await watch.hydrated();
        await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // the page's reply came with it: the app did not ask it again as it started
        expect(watch.asked.filter((asked) => asked.endsWith(asks)), path).toEqual([]);
        await tab.close();
      });
    }
  });

  test('a fresh member opening /mental-health-coaching gets the drawn start page in one response chain, with no redirect by the app', async ({ page, member }) => {
    test.setTimeout(120_000);
    await member.signIn(page, '/settings');
    const { tab, watch, response, html } = await openInNewTab(page, '/mental-health-coaching');
    // the server answered the home with a redirect, and the browser followed it to the start page
    const from = response.request().redirectedFrom();
    expect(from && new URL(from.url()).pathname).toBe('/mental-health-coaching');
    expect((await from!.response())!.status()).toBe(302);
    expect(new URL(response.url()).pathname).toBe('/mental-health-coaching/start');
    expect(html, 'the start page came with its first view').toMatch(/<div id="root"><[^/]/);
    const heading = firstHeading(html);
    expect(heading).not.toBe('');
    await watch.hydrated();
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // the document showed the start page only: the app never showed the home nor moved on from it
    expect(watch.navigations.length).toBeGreaterThan(0);
    expect(watch.navigations.filter((path) => path !== '/mental-health-coaching/start')).toEqual([]);
    await expect(tab).toHaveURL(/\/mental-health-coaching\/start$/);
    expect(watch.asked.filter((asked) => asked.endsWith('/coaching/get-coaching-data'))).toEqual([]);
    // inside the app the home still sends the member on after its read (no page request)
    await tab.evaluate(() => {
      history.pushState({}, '', '/mental-health-coaching');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(tab).toHaveURL(/\/mental-health-coaching\/start$/, { timeout: 15_000 });
    await tab.close();
  });
});

test.describe('pages drawn as they wait for what their first render sends (decision 0870)', () => {
  test.describe('the member chat', () => {
    test.use({ memberClient: 'harbour', memberOptions: { chat: true } });

    test('comes with its heading and waiting state, and the app joins once and shows the conversation in the same page', async ({ page, member }) => {
      test.setTimeout(120_000);
      await member.signIn(page, '/settings');
      const { tab, watch, html } = await openInNewTab(page, '/mental-health-coaching/chat');
      expect(html, 'the chat came with its first view').toMatch(/<div id="root"><[^/]/);
      expect(firstHeading(html)).toBe('Chat with your coach');
      expect(html, 'drawn waiting for the join').toMatch(/aria-busy="true"/);
      await watch.hydrated();
      await expect(tab.getByRole('heading', { level: 2, name: 'Aoife Brennan' })).toBeVisible();
      await expect(tab.getByTestId('chat-messages').getByText('Hi, I am your coach.', { exact: false })).toBeVisible();
      // the join the page waited for, sent once: by the page's loader as the scripts started, and taken by the app
      expect(watch.asked.filter((asked) => asked.endsWith('/chat/join'))).toHaveLength(1);
      expect(await tab.evaluate(() => (window as unknown as { __portalEarlyCalls?: object }).__portalEarlyCalls)).toEqual({});
      await tab.close();
    });
  });

  test.describe('the meeting room', () => {
    test.use({ memberClient: 'harbour' });

    test('comes with its bookings: a booking that has started opens on the device test, drawn by the server, and the app only asks for the room token', async ({ page, member }) => {
      test.setTimeout(120_000);
      await member.signIn(page, '/settings');
      const appointments = (await ask(page, '/application/api/u/sapphire/appointments', {})).appointments as { appointmentId: number; appointmentType: string; startTime: string }[];
      const started = appointments.find((booking) => booking.appointmentType === 'Video' && Date.parse(booking.startTime) < Date.now());
      expect(started, 'the member has a video booking that has started').toBeDefined();
      const { tab, watch, html } = await openInNewTab(page, `/booking-video-room/${started!.appointmentId}/device-tests`);
      expect(html, 'the meeting room came with its first view').toMatch(/<div id="root"><[^/]/);
      expect(firstHeading(html)).toBe('Meeting room');
      expect(html).toMatch(/Status: (<!-- -->)?Waiting/);
      expect(html, 'the device test is in the page').toContain('<h2 id="device-test-title">Camera and microphone test</h2>');
      await watch.hydrated();
      await expect(tab.getByRole('heading', { level: 2, name: 'Camera and microphone test' })).toBeVisible();
      // the bookings came with the page; the room token (a write) is the app's to ask as it opens
      expect(watch.asked.filter((asked) => asked.endsWith('/sapphire/appointments'))).toEqual([]);
      expect(watch.asked.filter((asked) => /\/(coaching\/get-booking|dmh\/get-appointment-access-token)$/.test(asked)).length).toBeGreaterThan(0);
      await tab.close();
    });
  });
});
