import { createElement, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, unstable_serialize, useSWRConfig, type Middleware, type SWRConfiguration, type SWRResponse } from 'swr';
import type { CallDefinition, CallRequestInput, CallResponse } from '@portal/contract/define-call';
import { isSessionError } from '@portal/contract/errors';
import { ApiError, callApi, takeBootedReply } from './api';
import { takenFromPage } from './boot-replies';
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

/**
 * How long a reply that came with the page counts as just fetched: as long as SWR's own deduplication, so the
 * readers that mount while the page opens (the frame, the page, a panel a moment later) share it, as they would
 * share one request.
 */
const FROM_PAGE_FRESH_MS = 2_000;

/** A reply taken from the page (decision 0350) and when it was taken; kept by SWR key (lib/boot-replies.ts). */
interface TakenReply {
  readonly reply: unknown;
  readonly at: number;
}

/**
 * The reply the server inlined with the page for this read while it is fresh, else undefined. Given to SWR as
 * the hook's first data, so the page renders with it at once, in its first (sliced) render, rather than empty
 * and then again, synchronously, when the reply is taken a moment later (issue 8: blocking time and LCP on home).
 * Kept here rather than in SWR's cache: a first render that suspends (the lazily loaded shell) is thrown away
 * with the data layer's cache, and its readers would then ask the server again.
 */
function replyFromPage<C extends CallDefinition>(key: string, call: C, body: CallRequestInput<C>): CallResponse<C> | undefined {
  const fromPage = takenFromPage<TakenReply>();
  const now = performance.now();
  let taken = fromPage.get(key);
  if (!taken) {
    const reply = takeBootedReply(call, body);
    if (reply === undefined) return undefined;
    taken = { reply, at: now };
    fromPage.set(key, taken);
  }
  if (now - taken.at < FROM_PAGE_FRESH_MS) return taken.reply as CallResponse<C>;
  fromPage.delete(key);
  return undefined;
}

/**
 * The reply that came with the page for this read, taken once as the reader first renders (as `useCall` does), or
 * undefined: for readers that are not `useCall` (a list read page by page) to show it as their first data. Only
 * for the body it was taken with: a reader that asks for something else since (a new filter) gets undefined.
 */
export function useReplyFromPage<C extends CallDefinition>(call: C, body: CallRequestInput<C> | null): CallResponse<C> | undefined {
  const serialized = body === null ? null : unstable_serialize(callKey(call, body));
  const [first] = useState(() => ({ key: serialized, reply: serialized === null ? undefined : replyFromPage(serialized, call, body as CallRequestInput<C>) }));
  return first.key === serialized ? first.reply : undefined;
}

/** Reads a contract call through SWR; pass `null` as body to wait (conditional fetching). */
export function useCall<C extends CallDefinition>(
  call: C,
  body: CallRequestInput<C> | null,
  config?: SWRConfiguration<CallResponse<C>, ApiError>,
): SWRResponse<CallResponse<C>, ApiError> {
  const key = body === null ? null : callKey(call, body);
  const serialized = key === null ? null : unstable_serialize(key);
  // taken as the reader first renders and kept by it, for its own key only: SWR shows it until a fetch of that
  // key fills the cache (a later reader that mounts after the reply's first seconds asks the server as usual)
  const [first] = useState(() => ({
    key: serialized,
    reply: serialized === null ? undefined : replyFromPage(serialized, call, body as CallRequestInput<C>),
  }));
  const fromThePage = first.key === serialized ? first.reply : undefined;
  return useSWR<CallResponse<C>, ApiError>(
    key,
    () => callApi(call, body as CallRequestInput<C>),
    // the page's own reply from a moment ago: shown at once and not asked again as the reader mounts
    fromThePage === undefined ? config : { ...config, fallbackData: fromThePage, revalidateOnMount: false },
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
