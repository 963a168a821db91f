import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Clock() {
  return <p>{useHydrated() ? 'in the browser' : 'from the server'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and in hydration, then true; true at once in a render of the browser', async () => {
    const server = renderToString(<Clock />);
    expect(server).toBe('<p>from the server</p>');

    const hydrated = document.createElement('div');
    hydrated.innerHTML = server;
    const first = hydrated.firstChild;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(hydrated, <Clock />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(hydrated.innerHTML).toBe('<p>in the browser</p>');
    // adopted, not drawn again: the same element, and no mismatch reported
    expect(hydrated.firstChild).toBe(first);
    expect(errors).toEqual([]);

    const rendered = document.createElement('div');
    await act(async () => {
      createRoot(rendered).render(<Clock />);
    });
    expect(rendered.innerHTML).toBe('<p>in the browser</p>');
  });
});
