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

describe('a read the server answered with the page (decision 0350)', () => {
  it('renders with its data in the first render, and asks the server only when the page reads it again', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(50);
    const element = document.createElement('script');
    element.id = BOOT_REPLIES_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify({ calls: [[getUnreadNotifications.path, {}, { success: true, unread_count: 7 }]] });
    document.head.append(element);
    const fetchMock = vi.fn(async () => Response.json({ success: true, unread_count: 8 }));
    vi.stubGlobal('fetch', fetchMock);

    const cache = new Map();
    const first = render(
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <Unread />
      </SWRConfig>,
    );
    // no loading state: the first render already shows the page's reply
    expect(screen.getByText('unread 7')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    // another reader mounting while the page opens (a panel a moment later) shares it, as one request would be
    vi.spyOn(performance, 'now').mockReturnValue(50 + 500);
    const second = render(
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <Unread />
      </SWRConfig>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    second.unmount();
    // the first reader keeps showing it after the reply's first seconds, until a fetch replaces it
    vi.spyOn(performance, 'now').mockReturnValue(50 + 5_000);
    first.rerender(
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <Unread />
      </SWRConfig>,
    );
    expect(screen.getByText('unread 7')).toBeTruthy();
    first.unmount();

    // a later reader of the same call (another page, after the reply's first seconds) revalidates as usual
    vi.spyOn(performance, 'now').mockReturnValue(50 + 2_500);
    render(
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <Unread />
      </SWRConfig>,
    );
    expect(await screen.findByText('unread 8')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
