// @vitest-environment node
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { drawnInZone, firstViewOf } from '@portal/contract/first-reads';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { renderFirstView, setHtmlSanitiser } from './entry-server';
import { getArticle } from '@portal/contract/calls/articles';
import { drawnTime, firstReplies, memberRoutes, samplePath } from './test/first-views';
import { testManifest } from './test/manifest';

/**
 * Issue 34: the server draws every member page its route declares drawn (packages/contract/src/first-reads.ts),
 * in Node as the server does: no window, no document, no storage. A page that reaches for them in its first render,
 * or that still falls back to a loading part, goes out without its first view, and this fails.
 */
const manifest = testManifest({ permittedRoutes: memberRoutes.map((route) => route.name) });
/** The session's member as the server inlines it (packages/server/src/app.ts bootReplies). */
const user = {
  user_id: 41,
  username: 'aoife.byrne',
  first_name: 'Aoife',
  last_name: 'Byrne',
  email: 'aoife.byrne@example.com',
  user_role: 'cl',
  user_client_id: manifest.id,
  language: 'en',
  home_page: 'home',
  eligibilities: [],
  pp_accepted: true,
  tc_accepted: true,
  employer_admin: true,
  login_time: 1767261600000,
};
// as the server hands it in (packages/server/src/web/first-view.ts): DOMPurify over a DOM of its own
const purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
setHtmlSanitiser({ sanitize: (html, config) => purifier.sanitize(html, config) });

/** Drawn pages whose first view is still their loading skeleton (the frame paints with the HTML), and why. */
const SKELETON_FIRST: Readonly<Record<string, string>> = {
  healthScoreAssessment: 'the question flow asks for the demographics and the first unanswered question in an effect',
};

const drawn = memberRoutes.filter((route) => firstViewOf(route.name)?.drawn === true);

describe('the server draws every member page declared drawn (issue 34)', { timeout: 60_000 }, () => {
  it.each(drawn.map((route) => [route.name, route] as const))('%s', async (name, route) => {
    const pathname = samplePath(route);
    // a page shown in the member's zone is drawn with the zone the app's cookie told (decision 0750)
    const time = drawnInZone(name) ? drawnTime() : undefined;
    const view = await renderFirstView({ manifest, pathname, nonce: 'x', origin: 'http://harbour.localhost:3000', boot: { session: { user }, calls: firstReplies(name, pathname, 'en', time?.today), ...(time ? { time } : {}) } });
    expect(view, `${name}: the server drew no first view (see the error logged above)`).not.toBeNull();
    expect(view!.markup).toMatch(/<nav aria-label="Main"/);
    expect(view!.markup).not.toContain('<!--$!-->');
    expect(view!.markup).not.toMatch(/\sstyle="/);
    // the page itself from the replies, not its loading skeleton (a hook that does not take the page's reply)
    // a page drawn as it waits (decision 0870) shows its waiting state, and its heading
    const declared = firstViewOf(name);
    const waits = declared?.drawn === true && declared.opens !== undefined;
    if (waits) expect(view!.markup, `${name}: the page's heading in its first view`).toMatch(/<main[^>]*>.*<h1/s);
    else if (!(name in SKELETON_FIRST)) expect(view!.markup, `${name}: the first view shows a loading skeleton`).not.toContain('aria-busy="true"');
  });
});

describe('the server draws by the request\'s host what the browser draws by its location (issue 34)', { timeout: 60_000 }, () => {
  const draw = async (name: 'settings' | 'accountSettings', origin: string) => {
    const route = memberRoutes.find((candidate) => candidate.name === name)!;
    const pathname = samplePath(route);
    const view = await renderFirstView({ manifest, pathname, nonce: 'x', origin, boot: { session: { user }, calls: firstReplies(name, pathname) } });
    return view!.markup;
  };

  it('settings shows the theme selector on a development host only', async () => {
    // as the production build is: the host decides (features/account/utils/environment.ts)
    vi.stubEnv('DEV', false);
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    expect(await draw('settings', 'http://harbour.localhost:3000')).toContain('Only shown outside production.');
    expect(await draw('settings', 'https://harbour.staging.portal.example')).toContain('Only shown outside production.');
    expect(await draw('settings', 'https://harbour.portal.example')).not.toContain('Only shown outside production.');
  });

  it("account settings links the provider's flows back to the request's origin", async () => {
    const markup = await draw('accountSettings', 'https://harbour.portal.example');
    expect(markup).toContain('https://portal.example/oidc/account/change-password?');
    expect(markup).toContain(`return_to=${encodeURIComponent('https://harbour.portal.example')}`);
  });
});

/**
 * Hostile HTML in an article's body, and what DOMPurify 3.4.18 in Chromium 14x makes of it with the article page's
 * settings (features/content/utils/article-html.ts), measured with the browser's own DOMPurify: the server's
 * sanitiser (jsdom) must make the same, or the drawn article would differ from the browser's.
 */
const HOSTILE =
  '<h2 onclick="alert(1)">Sleep <em>well</em></h2><p>Rest &amp; <a href="javascript:alert(2)">recover</a> <a href="https://example.org/a?b=1&c=2" title="x">more</a><img src=x onerror="alert(3)"></p>' +
  '<script>alert(4)</script><style>body{display:none}</style><form action="/x"><input name="q"><button>Go</button></form><iframe src="https://evil.example"></iframe><svg><g onload="alert(5)"><circle r="2"/></g></svg>' +
  '<ul><li>one<li>two</ul><p>caf\u00e9 \u00a0 &lt;b&gt; "quoted" \'single\'</p><math><mi xlink:href="javascript:alert(6)">x</mi></math><table><td>cell</table><noscript><p title="</noscript><img src=x onerror=alert(7)>"></noscript>';
const CHROMIUM_MADE =
  '<h2>Sleep <em>well</em></h2><p>Rest &amp; <a>recover</a> <a href="https://example.org/a?b=1&amp;c=2" title="x">more</a><img src="x"></p>Go' +
  '<ul><li>one</li><li>two</li></ul><p>caf\u00e9 &nbsp; &lt;b&gt; "quoted" \'single\'</p><table><tbody><tr><td>cell</td></tr></tbody></table>';

describe("the server cleans an article's HTML as the browser does (issue 34)", { timeout: 60_000 }, () => {
  it('draws hostile HTML cleaned exactly as Chromium cleans it', async () => {
    const route = memberRoutes.find((candidate) => candidate.name === 'standaloneArticle')!;
    const pathname = samplePath(route);
    const body = Buffer.from(HOSTILE, 'utf8').toString('base64');
    const calls = firstReplies('standaloneArticle', pathname).map(([path, request, reply]) =>
      path === getArticle.path ? [path, request, { ...(reply as object), article: { id: 7, title: 'Sleep hygiene', body, author: { author_name: 'Sam Taylor' } } }] : [path, request, reply],
    );
    const view = await renderFirstView({ manifest, pathname, nonce: 'x', origin: 'http://harbour.localhost:3000', boot: { session: { user }, calls } });
    const shown = /data-testid="article-body"[^>]*>(.*?)<\/div><\/article>/s.exec(view!.markup)?.[1];
    expect(shown).toBe(CHROMIUM_MADE);
    expect(view!.markup).not.toMatch(/onerror|onclick|javascript:|<script|<iframe|evil\.example/);
  });
});

describe('a page shown in the member\'s time zone is drawn only in a zone the request told (decision 0750)', { timeout: 60_000 }, () => {
  const pathname = '/events';
  const calls = (today?: string) => firstReplies('events', pathname, 'en', today);

  it('is not drawn without the zone (a first visit ever), nor with one Intl does not know', async () => {
    expect(await renderFirstView({ manifest, pathname, nonce: 'x', boot: { session: { user }, calls: calls() } })).toBeNull();
    const made = { zone: 'Mars/Olympus_Mons', today: '2026-12-01' };
    expect(await renderFirstView({ manifest, pathname, nonce: 'x', boot: { session: { user }, calls: calls(made.today), time: made } })).toBeNull();
  });

  it('draws the events\' times in the member\'s zone, not the server\'s', async () => {
    // the example's event is 12:00 to 13:00 UTC: so in London in March, 21:00 to 22:00 in Tokyo
    const at = async (zone: string) => {
      const view = await renderFirstView({ manifest, pathname, nonce: 'x', boot: { session: { user }, calls: calls('2026-03-01'), time: { zone, today: '2026-03-01' } } });
      return view?.markup ?? '';
    };
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      const london = await at('Europe/London');
      const tokyo = await at('Asia/Tokyo');
      expect(london).toMatch(/12:00\s*(–|-|&#x2013;|to)\s*13:00/);
      expect(tokyo).toMatch(/21:00\s*(–|-|&#x2013;|to)\s*22:00/);
      expect(process.env.TZ, 'the server\'s own zone is put back').toBe('Pacific/Kiritimati');
    } finally {
      process.env.TZ = zone;
    }
  });
});
