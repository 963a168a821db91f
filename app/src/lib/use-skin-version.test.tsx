import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useSkinVersion } from './use-skin-version';

const seen: number[] = [];
function Probe() {
  seen.push(useSkinVersion());
  return null;
}

describe('useSkinVersion', () => {
  it('changes when a skin is picked on <html> or a box around the page, not when the same one is set again', async () => {
    const box = document.createElement('div');
    box.dataset.skin = '0';
    document.body.append(box);
    const root = createRoot(box.appendChild(document.createElement('div')));
    await act(async () => root.render(<Probe />));
    const first = seen.at(-1)!;

    await act(async () => {
      box.dataset.skin = '9';
    });
    expect(seen.at(-1)).toBe(first + 1);

    await act(async () => {
      box.dataset.skin = '9';
    });
    expect(seen.at(-1)).toBe(first + 1);

    await act(async () => {
      document.documentElement.dataset.skin = '13';
    });
    expect(seen.at(-1)).toBe(first + 2);
    await act(async () => root.unmount());
    box.remove();
    delete document.documentElement.dataset.skin;
  });
});
