import { chromium } from '@playwright/test';
import { login } from '../tests/fixtures/login';

const port = process.env.PORTAL_E2E_PORT!;
const shots: [string, string, string][] = [
  ['harbour', 'member@harbour.example', '/events'],
  ['harbour', 'member@harbour.example', '/challenges'],
  ['harbour', 'coachee@harbour.example', '/health-coaching'],
  ['harbour', 'admin@harbour.example', '/admin/users'],
  ['lumen', 'member@lumen.example', '/events'],
  ['lumen', 'member@lumen.example', '/challenges'],
  ['lumen', 'admin@lumen.example', '/admin/data-analytics'],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const zone = 'Asia/Tokyo';
for (const [client, email, path] of shots) {
  const signedIn = await browser.newContext({ timezoneId: zone });
  const page = await signedIn.newPage();
  await login(page, client, email);
  const cookies = await signedIn.cookies();
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, timezoneId: zone, isMobile: true });
  await noJs.addCookies(cookies);
  const tab = await noJs.newPage();
  const response = await tab.goto(`http://${client}.localhost:${port}${path}`);
  const html = await response!.text();
  const file = `/tmp/tzviews-${client}-${path.replace(/\W+/g, '_')}.png`;
  await tab.screenshot({ path: file, fullPage: false });
  console.log(file, 'tz cookie', cookies.find((c) => c.name === 'tz')?.value, 'drawn', /<main[^>]*>.*<h1/s.test(html), html.length);
  await signedIn.close();
  await noJs.close();
}
await browser.close();
