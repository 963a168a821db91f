import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  IDLE_OVERRIDE_KEY,
  IDLE_THRESHOLD_MS,
  INACTIVITY_COUNTDOWN_MS,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_MAX_MINUTES,
  formatCountdown,
  idleThresholdMs,
  isSessionExpired,
} from '../utils/session-rules';
import { useInactivity } from './use-inactivity';
import { useSessionMaximum } from './use-session-maximum';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-10T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('inactivity prompt', () => {
  it('opens after the idle threshold, counts down 2 minutes, then logs out', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useInactivity({ idleMs: IDLE_THRESHOLD_MS, onTimeout }));
    expect(IDLE_THRESHOLD_MS).toBe(900_000);
    expect(INACTIVITY_COUNTDOWN_MS).toBe(120_000);

    act(() => void vi.advanceTimersByTime(IDLE_THRESHOLD_MS - 1));
    expect(result.current.prompting).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.prompting).toBe(true);
    expect(formatCountdown(result.current.remainingMs)).toBe('2:00');

    act(() => void vi.advanceTimersByTime(60_000));
    expect(formatCountdown(result.current.remainingMs)).toBe('1:00');
    expect(onTimeout).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(60_000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(result.current.prompting).toBe(false);
  });

  it("closes with 'Stay signed in' and starts counting afresh", () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useInactivity({ idleMs: 1000, onTimeout }));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.prompting).toBe(true);
    act(() => result.current.stay());
    expect(result.current.prompting).toBe(false);
    act(() => void vi.advanceTimersByTime(INACTIVITY_COUNTDOWN_MS));
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('activity postpones the prompt', () => {
    const { result } = renderHook(() => useInactivity({ idleMs: 10_000, onTimeout: vi.fn() }));
    act(() => void vi.advanceTimersByTime(8000));
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown')));
    act(() => void vi.advanceTimersByTime(8000));
    expect(result.current.prompting).toBe(false);
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current.prompting).toBe(true);
  });

  it('does not open while a video plays', () => {
    const video = document.createElement('video');
    let paused = false;
    Object.defineProperty(video, 'paused', { get: () => paused });
    document.body.append(video);
    const { result } = renderHook(() => useInactivity({ idleMs: 1000, onTimeout: vi.fn() }));
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.prompting).toBe(false);
    paused = true;
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.prompting).toBe(true);
  });

  it('lets non-production builds shorten the idle threshold for tests', () => {
    const storage = { getItem: (key: string) => (key === IDLE_OVERRIDE_KEY ? '3000' : null) };
    expect(idleThresholdMs(storage, true)).toBe(3000);
    expect(idleThresholdMs(storage, false)).toBe(IDLE_THRESHOLD_MS);
    expect(idleThresholdMs({ getItem: () => null }, true)).toBe(IDLE_THRESHOLD_MS);
  });
});

describe('session maximum', () => {
  it('is 1440 minutes from login_time, checked every 10000 ms', () => {
    expect(SESSION_MAX_MINUTES).toBe(1440);
    expect(SESSION_CHECK_INTERVAL_MS).toBe(10_000);
    const loginTime = Date.now() - 1440 * 60_000 + 15_000;
    expect(isSessionExpired(loginTime, Date.now())).toBe(false);

    const onExpired = vi.fn();
    renderHook(() => useSessionMaximum(loginTime, onExpired));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(onExpired).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(10_000));
    expect(onExpired).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('ends a session that is already over at once', () => {
    const onExpired = vi.fn();
    renderHook(() => useSessionMaximum(Date.now() - 1441 * 60_000, onExpired));
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
