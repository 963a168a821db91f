import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { getSession } from '@portal/contract/calls/auth';
import { IDLE_HEADER, idleSeconds, resetActivity } from '../../../lib/activity';
import { callApi } from '../../../lib/api';
import { useInactivity } from './use-inactivity';
import { useKeepAlive } from './use-keep-alive';

/** Decision 0466: every call says how long the member has been idle, as the inactivity prompt counts it. */

const sent: { path: string; idle: string | null }[] = [];
const fetchMock = vi.fn(async (path: string, init: RequestInit) => {
  sent.push({ path, idle: new Headers(init.headers).get(IDLE_HEADER) });
  return new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-10T09:00:00Z') });
  vi.stubGlobal('fetch', fetchMock);
  resetActivity();
  sent.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the idle time the server hears', () => {
  it("is the seconds since the member's last input, so the app's own polls of an idle member keep nothing alive", async () => {
    renderHook(() => useInactivity({ idleMs: 900_000, onTimeout: vi.fn() }));
    act(() => void vi.advanceTimersByTime(5 * 60_000));
    await callApi(getSession, {}).catch(() => undefined);
    expect(sent.at(-1)).toEqual({ path: getSession.path, idle: '300' });
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown')));
    act(() => void vi.advanceTimersByTime(20_000));
    await callApi(getSession, {}).catch(() => undefined);
    expect(sent.at(-1)!.idle).toBe('20');
  });

  it('is 0 while a video plays: the member is watching', () => {
    act(() => void vi.advanceTimersByTime(10 * 60_000));
    expect(idleSeconds()).toBe(600);
    const video = document.createElement('video');
    Object.defineProperty(video, 'paused', { value: false });
    Object.defineProperty(video, 'ended', { value: false });
    document.body.append(video);
    expect(idleSeconds()).toBe(0);
  });

  it('is told once a minute while the member is active and no call went out, and at once on Stay signed in', () => {
    const { result } = renderHook(() => useKeepAlive(true));
    renderHook(() => useInactivity({ idleMs: 900_000, onTimeout: vi.fn() }));
    // active (a key every 30 s) and no other call: one keep-alive a minute
    for (let i = 0; i < 4; i += 1) {
      act(() => void vi.advanceTimersByTime(30_000));
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown')));
    }
    expect(sent.filter((call) => call.path === getSession.path).length).toBe(2);
    // idle: nothing more
    sent.length = 0;
    act(() => void vi.advanceTimersByTime(5 * 60_000));
    expect(sent).toEqual([]);
    act(() => result.current());
    expect(sent.map((call) => call.path)).toEqual([getSession.path]);
  });
});
