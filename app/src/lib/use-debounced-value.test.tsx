import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('sends the search only after a 500 ms pause in typing', () => {
  expect(SEARCH_DEBOUNCE_MS).toBe(500);
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: '' } });
  rerender({ value: 'sl' });
  act(() => vi.advanceTimersByTime(300));
  rerender({ value: 'sleep' });
  act(() => vi.advanceTimersByTime(499));
  expect(result.current).toBe('');
  act(() => vi.advanceTimersByTime(1));
  expect(result.current).toBe('sleep');
});
