import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { BOOT_REPLIES_ID } from './boot-replies';
import { useCall } from './swr';

function Unread() {
  const { data } = useCall(getUnreadNotifications, {});
  return <p>{data ? `unread ${data.unread_count}` : '…'}</p>;
}

describe('a read the server answered with the page, in a render that suspends first (decision 0350)', () => {
  it('is not asked again when the first render was thrown away and the reader mounts later', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(50);
    const element = document.createElement('script');
    element.id = BOOT_REPLIES_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify({ calls: [[getUnreadNotifications.path, {}, { success: true, unread_count: 5 }]] });
    document.head.append(element);
    const fetchMock = vi.fn(async () => Response.json({ success: true, unread_count: 6 }));
    vi.stubGlobal('fetch', fetchMock);

    // a sibling that suspends once, as a lazily loaded page does: the boundary's first render is discarded
    let open: () => void = () => undefined;
    let ready = false;
    const gate = new Promise<void>((resolve) => {
      open = () => {
        ready = true;
        resolve();
      };
    });
    function Gate() {
      if (!ready) throw gate;
      return null;
    }
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Suspense fallback={<p>waiting</p>}>
          <Unread />
          <Gate />
        </Suspense>
      </SWRConfig>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    open();
    expect(await screen.findByText('unread 5')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
