import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyInput } from './early-input';

function Search({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  seen.push(value);
  return createElement('input', { type: 'search', name: 'q', value, onChange: (e: { target: HTMLInputElement }) => setValue(e.target.value) });
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__portalEarlyInput;
});

describe('replayEarlyInput', () => {
  it('hands text typed before React answered to a controlled field’s onChange, once', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const seen: string[] = [];
    await act(async () => createRoot(root).render(createElement(Search, { seen })));
    const field = root.querySelector('input')!;
    // what React's tracking believes and what the field shows already agree: the typed text (as after hydration)
    field.value = 'zebra crossing';
    let taken = 0;
    window.__portalEarlyInput = () => {
      taken += 1;
      return [{ element: field, path: [0], value: 'zebra crossing' }];
    };
    await act(async () => replayEarlyInput(root));
    expect(seen.at(-1)).toBe('zebra crossing');
    expect(field.value).toBe('zebra crossing');
    expect(window.__portalEarlyInput).toBeUndefined();
    await act(async () => replayEarlyInput(root));
    expect(taken).toBe(1);
  });

  it('finds the field again by its path when React drew the page anew', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const seen: string[] = [];
    await act(async () => createRoot(root).render(createElement(Search, { seen })));
    const gone = document.createElement('input');
    gone.type = 'search';
    gone.name = 'q';
    window.__portalEarlyInput = () => [{ element: gone, path: [0], value: 'stress' }];
    await act(async () => replayEarlyInput(root));
    expect(seen.at(-1)).toBe('stress');
  });
});
