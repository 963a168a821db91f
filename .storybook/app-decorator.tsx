/// <reference types="vite/client" />
import { useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import * as v from 'valibot';
import type { CallDefinition, CallRequestInput, CallResponse } from '@portal/contract/define-call';
import { examples } from '@portal/contract/examples';
import { manifestSchema, type Manifest, type ManifestInput } from '@portal/manifest/schema';
import { GlobalStyles } from '../app/src/components/global-styles';
import { ClientManifestProvider } from '../app/src/lib/client-manifest-context';
import { i18n } from '../app/src/lib/i18n';
import { messages as de } from '../app/src/lib/messages-de';
import { messages as en } from '../app/src/lib/messages-en';
import { memberAtom, type Member } from '../app/src/lib/session';
import { SessionErrorContext } from '../app/src/lib/session-error';
import { callKey } from '../app/src/lib/swr';
import { testManifest } from '../app/src/test/manifest';
import { NO_CLIENT } from './theme-packs';

// Both catalogues up front, so a story renders in its language on the first paint (screenshots never catch
// a half-translated screen) and the toolbar switches language without waiting.
i18n.load({ en, de });

const manifests = import.meta.glob<ManifestInput>('../clients/*/manifest.json', { import: 'default', eager: true });
export const clientManifests = new Map<string, Manifest>(
  Object.values(manifests).map((input) => {
    const manifest = v.parse(manifestSchema, input);
    return [manifest.id, manifest];
  }),
);

/** One SWR answer of a story: the reply a component reads for a call and body. */
export interface StoryAnswer {
  readonly key: string;
  readonly reply: unknown;
}

/** The answer to `call` with `body`, keyed as `useCall` keys it. */
export function answer<C extends CallDefinition>(call: C, body: CallRequestInput<C>, reply: CallResponse<C>): StoryAnswer {
  return { key: unstable_serialize(callKey(call, body)), reply };
}

/** The contract's example reply of a call, checked against the call's reply schema so stories show only what the server may send. */
export function exampleReply<C extends CallDefinition>(call: C): CallResponse<C> {
  const example = examples[call.path];
  if (!example) throw new Error(`packages/contract/src/examples.ts has no example of ${call.path}`);
  return v.parse(call.response, example.reply) as CallResponse<C>;
}

/** An answer under a raw SWR key, for hooks that build their own (the content carousel's pages). */
export function answerKey(key: string, reply: unknown): StoryAnswer {
  return { key, reply };
}

/** What app stories can set in `parameters.app`. */
export interface AppStoryParameters {
  /** the SWR fallback: the replies of the calls the component reads */
  readonly answers?: readonly StoryAnswer[];
  /** the signed-in member, or null when signed out */
  readonly member?: Member | null;
  /** the path the MemoryRouter starts at */
  readonly path?: string;
}

export const storyMember: Member = { id: 41, email: 'aoife.byrne@example.com', firstName: 'Aoife', lastName: 'Byrne', language: 'en' };

// A call nobody answered stays loading rather than reaching the network: stories show screens, never servers.
const never = () => new Promise<never>(() => {});

function AppProviders({ manifest, language, app, children }: { manifest: Manifest; language: string; app: AppStoryParameters; children: ReactNode }) {
  const store = useMemo(() => {
    const fresh = createStore();
    fresh.set(memberAtom, app.member === undefined ? storyMember : app.member);
    return fresh;
  }, [app.member]);
  // A fresh cache per story (the provider runs once per SWRConfig mount), answering from the fallback only.
  const swr = useMemo(
    () => ({
      provider: () => new Map(),
      fallback: Object.fromEntries((app.answers ?? []).map((entry) => [entry.key, entry.reply])),
      fetcher: never,
      revalidateOnMount: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      refreshInterval: 0,
      shouldRetryOnError: false,
    }),
    [app.answers],
  );
  if (i18n.locale !== language) i18n.activate(language);
  document.documentElement.lang = language;
  return (
    <I18nProvider i18n={i18n}>
      <GlobalStyles />
      <JotaiProvider store={store}>
        <SessionErrorContext.Provider value={() => {}}>
          <ClientManifestProvider manifest={manifest}>
            <SWRConfig value={swr}>
              <MemoryRouter initialEntries={[app.path ?? '/']}>{children}</MemoryRouter>
            </SWRConfig>
          </ClientManifestProvider>
        </SessionErrorContext.Provider>
      </JotaiProvider>
    </I18nProvider>
  );
}

/**
 * The app's providers for stories of its real components: lingui in the toolbar's language, the selected
 * client's manifest (a neutral test client in the toolbar's skin without one), a fresh device store with a
 * signed-in member, a MemoryRouter and SWR answering from `parameters.app.answers`.
 */
export const AppDecorator: Decorator = (Story, context) => {
  const clientId = String(context.globals.client ?? NO_CLIENT);
  const skin = Number(context.globals.skin ?? 0);
  const manifest = clientManifests.get(clientId) ?? testManifest({ skin });
  const language = context.globals.locale === 'de' ? 'de' : 'en';
  const app = (context.parameters.app ?? {}) as AppStoryParameters;
  return (
    <AppProviders key={`${context.id}-${clientId}`} manifest={manifest} language={language} app={app}>
      <Story />
    </AppProviders>
  );
};
