import { clientUrl } from '../fixtures/clients';
import { appHasAdopted, expect, test } from '../fixtures/member';

/**
 * Decision 0800: /all-courses comes drawn by the server with its first six courses, and its list (SWR's infinite
 * list) then loads the next page only: page 1, which came with the page, is not asked again.
 */
test('all courses: the first page comes with the HTML, and the next page is the only one asked', async ({ page, member }) => {
  test.setTimeout(90_000);
  await member.signIn(page);
  const tab = await page.context().newPage();
  const pagesAsked: number[] = [];
  tab.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/sapphire/home/content')) pagesAsked.push(Number((request.postDataJSON() as { page?: number }).page));
  });
  const html = await (await tab.goto(clientUrl('harbour', '/all-courses')))!.text();
  const boot = JSON.parse(/<script id="portal-boot" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as {
    calls: [string, { page?: number }, { data: { title: string }[]; meta: { pagination: { has_next_page: boolean } } }][];
  };
  const first = boot.calls.find(([path]) => path.endsWith('/sapphire/home/content'))!;
  expect(first[1].page).toBe(1);
  expect(first[2].meta.pagination.has_next_page, 'the seed has more than one page of courses').toBe(true);
  // drawn: the first page's courses are in the HTML itself
  const firstTitle = first[2].data[0]!.title;
  expect(html).toContain(firstTitle.replace(/&/g, '&amp;'));

  await appHasAdopted(tab);
  await expect(tab.locator('#root')).not.toHaveAttribute('data-first-view', /.+/);
  // the next page, as the member scrolls to the end of the list or presses Load more
  const shown = tab.getByRole('list', { name: 'Courses' }).getByRole('listitem');
  await expect.poll(async () => shown.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(first[2].data.length);
  const more = tab.getByRole('button', { name: 'Load more' });
  if (pagesAsked.length === 0 && (await more.isVisible())) await more.click();
  await expect.poll(async () => shown.count(), { timeout: 15_000 }).toBeGreaterThan(first[2].data.length);
  await expect(tab.getByText(firstTitle).first()).toBeVisible();
  expect(pagesAsked).not.toContain(1);
  expect(pagesAsked).toContain(2);
  await tab.close();
});
