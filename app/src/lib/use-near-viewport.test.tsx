import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';

function Section() {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'items' : 'waiting'}</div>;
}

/** An IntersectionObserver the test drives: it records what is observed and lets the test say it intersects. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.made = [];
});

async function mount() {
  const container = document.createElement('div');
  await act(async () => {
    createRoot(container).render(<Section />);
  });
  return container;
}

describe('useNearViewport', () => {
  it('is false until the element comes within a screen of the viewport, then stays true', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const container = await mount();
    expect(container.textContent).toBe('waiting');
    const [observer] = FakeObserver.made;
    expect(observer?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(observer?.observed).toEqual([container.firstChild]);

    await act(async () => observer!.report(false));
    expect(container.textContent).toBe('waiting');
    await act(async () => observer!.report(true));
    expect(container.textContent).toBe('items');
    expect(observer!.disconnected).toBe(true);
    // once near, nothing more is observed
    expect(FakeObserver.made.filter((made) => !made.disconnected)).toEqual([]);
  });

  it('is true at once without an IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect((await mount()).textContent).toBe('items');
  });
});
