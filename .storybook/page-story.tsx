/// <reference types="vite/client" />
import { useEffect, useMemo } from 'react';
import { Global, css } from '@emotion/react';
import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import * as v from 'valibot';
import { allCalls } from '@portal/contract/calls';
import type { CallDefinition } from '@portal/contract/define-call';
import { getHealthScore } from '@portal/contract/calls/health-score';
import { CHAT_SOCKET_PATH, type ChatSide } from '@portal/contract/chat-socket';
import { examples } from '@portal/contract/examples';
import { findRoute, routeNames, type RouteName } from '@portal/manifest/routes';
import type { Manifest } from '@portal/manifest/schema';
import { AppRoutes } from '../app/src/app/router';
import { LOGIN_INIT_DELAY_MS } from '../app/src/features/auth/utils/constants';
import { GlobalStyles } from '../app/src/components/global-styles';
import { ClientManifestProvider } from '../app/src/lib/client-manifest-context';
import { i18n } from '../app/src/lib/i18n';
import { memberAtom, type Member } from '../app/src/lib/session';
import { SessionErrorContext } from '../app/src/lib/session-error';
import { testManifest } from '../app/src/test/manifest';
import { clientManifests, storyMember } from './app-decorator';
import { navigationReply } from './server-text';
import { NO_CLIENT } from './theme-packs';

/**
 * Stories of whole pages (the Pages section): the real page module of a route, in the app's own route table and
 * signed-in shell, at the route's path, for the toolbar's client (its manifest, permitted routes, skin, currency
 * and language), with every call answered as mockCalls answers it in unit tests: the contract's example reply
 * unless the story gives its own. A route the client does not permit shows what the app shows there: not found.
 */

/** The states a member can meet on a page; German is the loaded page in German. */
export const PAGE_STATES = ['loaded', 'loading', 'empty', 'error', 'german'] as const;
export type PageState = (typeof PAGE_STATES)[number];

/** A reply a story gives a call instead of its contract example (as mockCalls' `answer`). */
export type PageCall = readonly [CallDefinition, unknown];

export interface PageStoryOptions {
  /** the path's parameters; each parameter not given takes its seeded value (SEEDED_PARAMS) */
  readonly params?: Readonly<Record<string, string>>;
  /** a query string after the path (`?code=…`), for a page that reads one */
  readonly search?: string;
  /** replies instead of the contract examples, in every state that answers */
  readonly calls?: readonly PageCall[];
  /**
   * replies of the German state, as the server answers a German member: a call whose reply carries text the server
   * writes in the member's language (a Health Score outcome) gives it here, so the German story is German throughout
   */
  readonly german?: readonly PageCall[];
  /** replies of the empty state; by default every list of every page call's reply is emptied (where its schema allows) */
  readonly empty?: readonly PageCall[];
  /** the signed-in member; null signs out. Default: Aoife, an employer admin on the admin pages, signed out on sign-in pages */
  readonly member?: Member | null;
}

/** The seeded value of each path parameter of the registry: ids the contract examples answer for. */
export const SEEDED_PARAMS: Readonly<Record<string, string>> = {
  id: '12',
  content_type: 'articles',
  action: 'accept',
  sessionId: '7',
  notificationId: '3',
  booking_id: 'a0B5g00000XyZ1',
  assessment_id: '1',
  conversation_sid: 'CH0001',
};

/** The route's path with its parameters filled in; optional ones are left out unless given. */
export function seededPath(route: RouteName, params: Readonly<Record<string, string>> = {}): string {
  const definition = findRoute(route);
  if (!definition?.path || definition.path === '*') return '/a-page-that-does-not-exist';
  return definition.path
    .replace(/\/:([A-Za-z_]+)\?/g, (_, name: string) => (params[name] ? `/${params[name]}` : ''))
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => {
      const value = params[name] ?? SEEDED_PARAMS[name];
      if (value === undefined) throw new Error(`pageStory: no seeded value for :${name} of ${route}; pass params`);
      return value;
    });
}

// ---- calls ------------------------------------------------------------------------------------------------

const callByPath = new Map<string, CallDefinition>(allCalls.map((call) => [call.path, call]));

/** The calls of the signed-in frame (menu, bookings and notifications panels, session, logs): answered in every state, so the frame stays. */
const FRAME_CALLS = new Set([
  '/application/api/u/settings/get-nav',
  '/application/api/u/notifications',
  '/application/api/u/notifications/unread',
  '/application/api/u/sapphire/appointments',
  '/application/api/u/user/session',
  '/application/api/i/log/insert',
  '/application/api/u/settings/log-action',
  '/application/api/u/support-chat/join',
]);

/** Every list in a reply emptied. */
function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, emptied(inner)]));
  return value;
}

/** The example with its lists emptied when the call's reply schema allows that, else the example itself. */
function emptyReply(call: CallDefinition | undefined, example: unknown): unknown {
  if (!call) return example;
  const candidate = emptied(example);
  return v.safeParse(call.response, candidate).success ? candidate : example;
}

/** Base64 of UTF-8 text, as the server sends a Health Score outcome's description. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * What the server answers a German member where its reply carries text it writes in the member's language (the
 * contract examples are English): the German state of every page that shows it is German throughout.
 */
const GERMAN_REPLIES: readonly PageCall[] = [
  [
    getHealthScore,
    {
      success: true,
      score: 72,
      // the outcome and the band's description as packages/server/src/health-score/copy.ts has them in German
      outcome: 'Eher positiv',
      outcome_description: base64('Sie gehen gut mit dem Alltagsdruck um. Nehmen Sie sich weiter Zeit für das, was Ihnen Kraft gibt.'),
    },
  ],
];

type Answerer = (path: string, body: unknown) => Promise<Response>;

interface PagedReply {
  readonly data: readonly unknown[];
  readonly meta: { readonly pagination: Record<string, unknown> };
}

function isPaged(value: unknown): value is PagedReply {
  const meta = (value as { meta?: { pagination?: unknown } } | null)?.meta;
  return Array.isArray((value as { data?: unknown } | null)?.data) && typeof meta?.pagination === 'object' && meta.pagination !== null;
}

/**
 * A paged list's reply to the page a request asks for, its items being the whole list: the contract examples
 * answer every page with page 1 of three ("has_next_page": true), so an infinite list or a carousel asked for
 * the next page for ever and the items on screen depended on how long the story ran. Here the list ends.
 */
export function pageOf(list: PagedReply, body: unknown): PagedReply {
  const request = (body ?? {}) as { page?: unknown; pageSize?: unknown; page_size?: unknown };
  const page = typeof request.page === 'number' && request.page > 0 ? request.page : 1;
  const asked = request.pageSize ?? request.page_size ?? list.meta.pagination.per_page;
  const size = typeof asked === 'number' && asked > 0 ? asked : Math.max(1, list.data.length);
  const pages = Math.max(1, Math.ceil(list.data.length / size));
  return {
    ...list,
    data: list.data.slice((page - 1) * size, page * size),
    meta: {
      ...list.meta,
      pagination: {
        ...list.meta.pagination,
        current_page: page,
        per_page: size,
        total: list.data.length,
        total_pages: pages,
        has_next_page: page < pages,
        has_prev_page: page > 1,
      },
    },
  };
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the story's calls answer in a state. */
function answerer(state: PageState, options: PageStoryOptions, overrides: ReadonlyMap<string, unknown>): Answerer {
  const given = new Map<string, unknown>([...(options.calls ?? []).map(([call, answer]) => [call.path, answer] as const), ...overrides]);
  const empties = new Map<string, unknown>((options.empty ?? []).map(([call, answer]) => [call.path, answer]));
  const german = new Map<string, unknown>([...GERMAN_REPLIES, ...(options.german ?? [])].map(([call, answer]) => [call.path, answer]));
  return async (path, body) => {
    const call = callByPath.get(path);
    const shell = FRAME_CALLS.has(path);
    if (state === 'loading' && !shell) return new Promise<never>(() => {});
    if (state === 'error' && !shell) throw new TypeError('Failed to fetch');
    let answer = given.has(path) ? given.get(path) : examples[path]?.reply;
    if (state === 'empty' && !shell) answer = empties.has(path) ? empties.get(path) : emptyReply(call, answer);
    if (state === 'german' && german.has(path)) answer = german.get(path);
    if (answer === undefined) {
      // as mockCalls fails a test by name, a story says which call has no answer rather than waiting forever
      console.error(`pageStory: ${path} has neither a reply of the story nor an example in contract/src/examples.ts`);
      return reply(404, { success: false, err: `No example of ${path} in packages/contract/src/examples.ts` });
    }
    if (typeof answer === 'function') answer = await (answer as (request: unknown) => unknown)(body);
    else if (isPaged(answer)) answer = pageOf(answer, body);
    return reply(200, answer);
  };
}

let current: Answerer | null = null;
const callPaths = new Set([...callByPath.keys(), ...Object.keys(examples)]);

// The preview's fetch, answering the portal's calls for the story on screen; everything else (Storybook's own
// requests, images) goes out as before. Installed once, when the first page story module loads.
if (typeof window !== 'undefined' && !(window as { __pageStoryFetch?: true }).__pageStoryFetch) {
  (window as { __pageStoryFetch?: true }).__pageStoryFetch = true;
  const network = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || !callPaths.has(url.pathname) || !current) return network(input, init);
    let body: unknown = {};
    try {
      body = JSON.parse(String(init?.body ?? '{}'));
    } catch {
      // a form upload: no JSON body
    }
    // calls in flight, for the visual tests to wait on (a loading story's calls never answer, so are not counted)
    const pending = window as { __pageStoryPending?: number };
    const answering = current;
    pending.__pageStoryPending = (pending.__pageStoryPending ?? 0) + 1;
    let counted = true;
    const settle = () => {
      if (counted) pending.__pageStoryPending = (pending.__pageStoryPending ?? 1) - 1;
      counted = false;
    };
    // a call that never answers (the loading state) stops counting at once
    setTimeout(() => {
      if (socketScript?.state === 'loading') settle();
    }, 0);
    try {
      return await answering(url.pathname, body);
    } finally {
      settle();
    }
  };
}

// ---- the chat's socket ------------------------------------------------------------------------------------

type SocketScript = { readonly state: PageState; readonly you: ChatSide; readonly language: 'en' | 'de' } | null;
let socketScript: SocketScript = null;

const chatLines: Record<'en' | 'de', readonly (readonly ['you' | 'other', string])[]> = {
  en: [
    ['other', 'Hi Aoife, good to meet you. How has your week been?'],
    ['you', 'Busy, but I managed two of the evening walks we planned.'],
    ['other', 'That is a great start. Shall we look at what made the other evenings harder?'],
  ],
  de: [
    ['other', 'Hallo Aoife, schön, Sie kennenzulernen. Wie war Ihre Woche?'],
    ['you', 'Viel los, aber zwei der geplanten Abendspaziergänge habe ich geschafft.'],
    ['other', 'Ein guter Anfang. Sollen wir uns ansehen, was die anderen Abende schwerer gemacht hat?'],
  ],
};

/** The history the chat server sends when the socket opens, for the story's state. */
function chatHistory(script: NonNullable<SocketScript>) {
  const other: ChatSide = script.you === 'member' ? 'coach' : 'member';
  const lines = script.state === 'empty' ? [] : chatLines[script.language];
  return {
    type: 'history',
    messages: lines.map(([who, body], index) => ({
      index,
      author: who === 'you' ? script.you : other,
      from: who === 'you' ? script.you : other,
      type: 'text',
      body,
      files: [],
      timestamp: `2026-03-01T08:${String(40 + index * 3).padStart(2, '0')}:00.000Z`,
    })),
    read: { member: lines.length - 1, coach: lines.length - 1 },
    status: 'active',
    you: script.you,
  };
}

// The chat's WebSocket (/ws/chat) as the server answers it for the story on screen: the history when it opens;
// never opening while loading; refused (4403) in the error state. Other sockets go out as before.
if (typeof window !== 'undefined' && !(window as { __pageStorySocket?: true }).__pageStorySocket) {
  (window as { __pageStorySocket?: true }).__pageStorySocket = true;
  const RealSocket = window.WebSocket;
  class StorySocket extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = 0;
    constructor(readonly url: string) {
      super();
      const script = socketScript;
      if (!script || script.state === 'loading') return;
      setTimeout(() => {
        if (script.state === 'error') {
          this.readyState = 3;
          this.dispatchEvent(Object.assign(new Event('close'), { code: 4403, reason: '', wasClean: true }));
          return;
        }
        this.readyState = 1;
        this.dispatchEvent(new Event('open'));
        this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(chatHistory(script)) }));
      }, 0);
    }
    send(): void {}
    close(): void {
      this.readyState = 3;
    }
  }
  window.WebSocket = function StoryWebSocket(url: string | URL, protocols?: string | string[]) {
    if (new URL(String(url), window.location.href).pathname === CHAT_SOCKET_PATH) return new StorySocket(String(url));
    return new RealSocket(url, protocols);
  } as unknown as typeof WebSocket;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
}

// ---- what is in view ---------------------------------------------------------------------------------------

/** The page story on screen (each PageStage takes a number), 0 for none: the preview's other stories keep the real observer. */
let stages = 0;
let stageOnScreen = 0;

// A page story is the page as a member sees it having scrolled through it: every element the page watches to
// load or draw what lies further down (home's lower part and carousels, an infinite list's next page) is in
// view as soon as it is watched. With the browser's observer, what was drawn depended on the window's height
// and on when a full-page screenshot briefly made the window as tall as the page (which brings the rest into
// view mid-capture), so the same story showed skeletons in one run and cards in the next.
if (typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function' && !(window as { __pageStoryObserver?: true }).__pageStoryObserver) {
  (window as { __pageStoryObserver?: true }).__pageStoryObserver = true;
  const RealObserver = window.IntersectionObserver;
  class InViewObserver implements IntersectionObserver {
    readonly root: Element | Document | null = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds: readonly number[] = [0];
    private readonly watched = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element): void {
      this.watched.add(target);
      // as the browser does: the first report comes after the current task
      setTimeout(() => {
        if (!this.watched.has(target)) return;
        const rect = target.getBoundingClientRect();
        const entry: IntersectionObserverEntry = {
          target,
          isIntersecting: true,
          intersectionRatio: 1,
          boundingClientRect: rect,
          intersectionRect: rect,
          rootBounds: null,
          time: performance.now(),
        };
        this.callback([entry], this);
      }, 0);
    }
    unobserve(target: Element): void {
      this.watched.delete(target);
    }
    disconnect(): void {
      this.watched.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  window.IntersectionObserver = function StoryIntersectionObserver(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    return stageOnScreen !== 0 ? new InViewObserver(callback) : new RealObserver(callback, options);
  } as unknown as typeof IntersectionObserver;
}

/**
 * Nor does the browser skip drawing what is off screen: home's carousels are `content-visibility: auto`, so
 * whether a full-page screenshot showed them or the blank room kept for them depended on what had been near the
 * window at the last frame.
 */
const everythingDrawn = css`
  #storybook-root * {
    content-visibility: visible !important;
  }
`;

// ---- the stage ----------------------------------------------------------------------------------------------

/** Without a client in the toolbar: a neutral client in the toolbar's skin that permits every page. */
function storyManifest(clientId: string, skin: number): Manifest {
  return clientManifests.get(clientId) ?? testManifest({ skin, permittedRoutes: [...routeNames], languages: ['en', 'de'] });
}

function defaultMember(route: RouteName): Member | null {
  const definition = findRoute(route);
  if (!definition) return storyMember;
  if (definition.access === 'public' && definition.area === 'auth') return null;
  if (definition.role === 'employer_admin') return { ...storyMember, employerAdmin: true };
  // the coach's and the support staff's own pages, for a member with that role
  if (definition.role) return { ...storyMember, staffRoles: [definition.role] };
  return storyMember;
}

interface StageProps {
  readonly route: RouteName;
  readonly state: PageState;
  readonly options: PageStoryOptions;
  readonly clientId: string;
  readonly skin: number;
  readonly language: 'en' | 'de';
}

function PageStage({ route, state, options, clientId, skin, language }: StageProps) {
  // one manifest object per client and skin: a new one each render would rebuild the route table and loop
  const manifest = useMemo(() => storyManifest(clientId, skin), [clientId, skin]);
  const base = options.member === undefined ? defaultMember(route) : options.member;
  const member = base === null ? null : { ...base, language };
  const path = `${seededPath(route, options.params)}${options.search ?? ''}`;

  // set before the page renders, so its first requests reach this story's answers and its observers see it all
  const stage = useMemo(() => ++stages, []);
  stageOnScreen = stage;
  useEffect(
    () => () => {
      // the next story's stage renders before this one unmounts: only the stage still on screen gives it up
      if (stageOnScreen === stage) stageOnScreen = 0;
    },
    [stage],
  );
  current = answerer(
    state,
    options,
    new Map([[`/application/api/u/settings/get-nav`, navigationReply(manifest, language, member?.employerAdmin === true)]]),
  );

  const role = findRoute(route)?.role;
  socketScript = { state, you: role === 'coach' ? 'coach' : role === 'support' ? 'support' : 'member', language };

  // Each story starts as a new tab would: the stories render one after another in the same preview (the visual
  // tests' worker page, a designer clicking through), so nothing a story before left may reach this one: not the
  // member or provider sign-in kept in sessionStorage, not localStorage (a dismissed first-time message), not
  // SWR's default cache (the signed-out pages have no DataProvider of their own).
  const store = useMemo(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    // nor the focus a story before left (its heading, a dialog's field): where focus was decides whether the
    // next focus ring shows (:focus-visible), as a page a member opens starts with nothing focused
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const fresh = createStore();
    fresh.set(memberAtom, member);
    return fresh;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const swr = useMemo(() => ({ provider: () => new Map() }), []);
  // A signed-out member ends on the login page (a sign-in page itself, or one sending them there), which shows its
  // buttons LOGIN_INIT_DELAY_MS after it mounts, with no change to the page before: the visual tests wait this
  // long after the last change before they call the page settled (tests/visual/stories.spec.ts).
  (window as { __pageStoryQuietMs?: number }).__pageStoryQuietMs = member === null ? LOGIN_INIT_DELAY_MS + 400 : undefined;
  if (i18n.locale !== language) i18n.activate(language);
  document.documentElement.lang = language;
  return (
    <I18nProvider i18n={i18n}>
      <GlobalStyles />
      <Global styles={everythingDrawn} />
      <JotaiProvider store={store}>
        <SWRConfig value={swr}>
          <SessionErrorContext.Provider value={() => {}}>
            <ClientManifestProvider manifest={manifest}>
              <MemoryRouter initialEntries={[path]}>
                <AppRoutes manifest={manifest} />
              </MemoryRouter>
            </ClientManifestProvider>
          </SessionErrorContext.Provider>
        </SWRConfig>
      </JotaiProvider>
    </I18nProvider>
  );
}

type PageStories = Record<'Loaded' | 'Loading' | 'Empty' | 'Error' | 'German', StoryObj>;

const STORY_NAMES: Record<PageState, keyof PageStories> = {
  loaded: 'Loaded',
  loading: 'Loading',
  empty: 'Empty',
  error: 'Error',
  german: 'German',
};

/**
 * The stories of one page, one per state. A story file exports them one by one (Storybook reads the names
 * statically); a page without a state a member can meet (a legal text is never empty) leaves it out:
 *
 *   // the tags literally: Storybook reads them without running the file ('page' selects the visual tests and Chromatic modes)
 *   const meta = { title: 'Pages/Events/Event', tags: ['page', '!autodocs'] } satisfies Meta;
 *   export default meta;
 *   const page = pageStories('viewEvent', { calls: [answer(getEvent, {...})] });
 *   export const Loaded = page.Loaded;
 *   export const Loading = page.Loading; // and Empty, Error, German
 */
export function pageStories(route: RouteName, options: PageStoryOptions = {}): PageStories {
  const stories = {} as PageStories;
  for (const state of PAGE_STATES) {
    const story: StoryObj = {
      parameters: { layout: 'fullscreen' },
      // globals as plain values: Storybook's source snippet prints a story's props, and the context is huge
      render: (_args, context: StoryContext) => {
        const clientId = String(context.globals.client ?? NO_CLIENT);
        const language = state === 'german' || context.globals.locale === 'de' ? 'de' : 'en';
        return (
          <PageStage
            key={`${context.id}-${clientId}-${language}`}
            route={route}
            state={state}
            options={options}
            clientId={clientId}
            skin={Number(context.globals.skin ?? 0)}
            language={language}
          />
        );
      },
      ...(state === 'german' ? { globals: { locale: 'de' } } : {}),
    };
    stories[STORY_NAMES[state]] = story;
  }
  return stories;
}
