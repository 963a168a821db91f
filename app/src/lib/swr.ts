import { createElement, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import useSWR, { SWRConfig, unstable_serialize, useSWRConfig, type Cache, type Middleware, type SWRConfiguration, type SWRResponse } from 'swr';
import type { CallDefinition, CallRequestInput, CallResponse } from '@portal/contract/define-call';
import { isSessionError } from '@portal/contract/errors';
import { ApiError, callApi, takeBootedReply } from './api';
import { useSessionErrorHandler } from './session-error';

/** Whether an SWR reply or error means the session is no longer valid (3994). */
export function carriesSessionError(value: unknown): boolean {
  if (value instanceof ApiError) return value.isSessionError;
  if (value instanceof Error) return isSessionError({ err: value.message });
  return isSessionError(value);
}

/** SWR middleware: any hook whose data or error carries 3994 reports it; `onSessionError` decides what happens. */
export function sessionErrorMiddleware(onSessionError: () => void): Middleware {
  return (useSWRNext) =>
    function useSessionAwareSWR(key, fetcher, config) {
      const swr = useSWRNext(key, fetcher, config);
      const ended = carriesSessionError(swr.error) || carriesSessionError(swr.data);
      useEffect(() => {
        if (ended) onSessionError();
      }, [ended]);
      return swr;
    };
}

/** The app-wide SWR configuration. */
export function createSwrConfig(onSessionError: () => void): SWRConfiguration {
  return {
    use: [sessionErrorMiddleware(onSessionError)],
    revalidateOnFocus: false,
    shouldRetryOnError: (error: unknown) => !carriesSessionError(error),
    errorRetryCount: 2,
  };
}

/**
 * The SWR key of a call with a body: the one `useCall` reads under, so tests, stories and revalidation name the
 * same cache entry without rebuilding it by hand.
 */
export function callKey<C extends CallDefinition>(
  call: C,
  body: CallRequestInput<C>,
): readonly [string, CallRequestInput<C>] {
  return [call.path, body];
}

/** Keys whose reply came with the page and that no reader has mounted with yet, per SWR cache. */
const fromPage = new WeakMap<Cache, Set<string>>();

/**
 * Puts the reply the server inlined with the page for this read into SWR's cache, before the hook's first render
 * reads it: the page renders with its data at once, in its first (sliced) render, rather than rendering empty and
 * then again, synchronously, when the reply is taken a moment later (issue 8: blocking time and LCP on home).
 * True while that reply has not been mounted with: it is the page's own from a moment ago, so the readers that
 * mount with it do not ask again. The mark is on the cache, not the hook, because a render that suspends or is
 * interrupted starts the hook's state afresh.
 */
function primeFromPage<C extends CallDefinition>(cache: Cache, key: string, call: C, body: CallRequestInput<C>): boolean {
  const marked = fromPage.get(cache);
  if (marked?.has(key)) return true;
  if (cache.get(key)?.data !== undefined) return false;
  const reply = takeBootedReply(call, body);
  if (reply === undefined) return false;
  // the state SWR keeps per key (as its documented persistent-cache provider restores it)
  cache.set(key, { data: reply });
  fromPage.set(cache, (marked ?? new Set()).add(key));
  return true;
}

/** Reads a contract call through SWR; pass `null` as body to wait (conditional fetching). */
export function useCall<C extends CallDefinition>(
  call: C,
  body: CallRequestInput<C> | null,
  config?: SWRConfiguration<CallResponse<C>, ApiError>,
): SWRResponse<CallResponse<C>, ApiError> {
  const { cache } = useSWRConfig();
  const key = body === null ? null : callKey(call, body);
  const serialized = key === null ? null : unstable_serialize(key);
  const primed = serialized !== null && primeFromPage(cache, serialized, call, body as CallRequestInput<C>);
  useEffect(() => {
    // mounted: a reader that mounts later (another page) refreshes it as usual
    if (primed && serialized !== null) fromPage.get(cache)?.delete(serialized);
  }, [primed, serialized, cache]);
  return useSWR<CallResponse<C>, ApiError>(
    key,
    () => callApi(call, body as CallRequestInput<C>),
    primed ? { ...config, revalidateOnMount: false } : config,
  );
}

/**
 * Refreshes what `useCall(call, body)` shows after a write: `revalidate(call, body)` fetches it again, and
 * `revalidate(call, body, reply)` stores a reply the write already returned, without another request.
 */
export function useRevalidateCall() {
  const { mutate } = useSWRConfig();
  return useCallback(
    <C extends CallDefinition>(call: C, body: CallRequestInput<C>, reply?: CallResponse<C>): Promise<unknown> =>
      reply === undefined ? mutate(callKey(call, body)) : mutate(callKey(call, body), reply, { revalidate: false }),
    [mutate],
  );
}

/**
 * The data layer of the signed-in pages: SWR with the 3994 middleware and a cache of its own, so a member's
 * data is dropped as soon as the signed-in area unmounts (sign-out) and never shown to the next member.
 */
export function DataProvider({ children }: { readonly children: ReactNode }) {
  const onSessionError = useSessionErrorHandler();
  const value = useMemo(
    () => ({ ...createSwrConfig(onSessionError), provider: () => new Map() }),
    [onSessionError],
  );
  return createElement(SWRConfig, { value }, children);
}
