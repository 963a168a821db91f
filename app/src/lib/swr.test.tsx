import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { SESSION_ERROR_MESSAGE } from '@portal/contract/errors';
import { ApiError } from './api';
import { createSessionEnder } from './session';
import { createSwrConfig, useCall, useRevalidateCall } from './swr';

function Reader({ name, fail }: { name: string; fail: boolean }) {
  const { data } = useSWR(name, async () => {
    if (fail) throw new ApiError(`/application/api/${name}`, 401, SESSION_ERROR_MESSAGE, { success: false, err: SESSION_ERROR_MESSAGE });
    return { success: true };
  });
  return <p>{data ? 'ok' : '…'}</p>;
}

function Replier() {
  useSWR('reply', async () => ({ success: false, err: 'Error 3994' }));
  return null;
}

describe('session error middleware', () => {
  it('signs the member out once, however many calls report 3994', async () => {
    const signOut = vi.fn();
    const ender = createSessionEnder(signOut);
    const onSessionError = vi.fn(() => void ender.end());
    render(
      <SWRConfig value={{ ...createSwrConfig(onSessionError), provider: () => new Map(), dedupingInterval: 0 }}>
        <Reader name="bookings" fail />
        <Reader name="notifications" fail />
        <Reader name="nav" fail={false} />
        <Replier />
      </SWRConfig>,
    );
    await waitFor(() => expect(onSessionError).toHaveBeenCalledTimes(3));
    expect(signOut).toHaveBeenCalledTimes(1);

    ender.rearm();
    expect(ender.end()).toBe(true);
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('does not react to other errors', async () => {
    const onSessionError = vi.fn();
    function Other() {
      const { error } = useSWR('other', async () => {
        throw new ApiError('/x', 500, 'Something went wrong.', { success: false, err: 'Something went wrong.' });
      });
      return <p>{error ? 'failed' : '…'}</p>;
    }
    const { findByText } = render(
      <SWRConfig value={{ ...createSwrConfig(onSessionError), provider: () => new Map(), shouldRetryOnError: false }}>
        <Other />
      </SWRConfig>,
    );
    await findByText('failed');
    expect(onSessionError).not.toHaveBeenCalled();
  });
});

describe('useRevalidateCall', () => {
  function Unread() {
    const { data } = useCall(getUnreadNotifications, {});
    const revalidate = useRevalidateCall();
    return (
      <>
        <p>{data ? `unread ${data.unread_count}` : '…'}</p>
        <button type="button" onClick={() => void revalidate(getUnreadNotifications, {})}>
          again
        </button>
        <button type="button" onClick={() => void revalidate(getUnreadNotifications, {}, { success: true, unread_count: 42 })}>
          store
        </button>
      </>
    );
  }

  function renderUnread() {
    return render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Unread />
      </SWRConfig>,
    );
  }

  // Shared code may not use the test kit (lint): a plain fetch stand-in counting the unread calls.
  function serveUnread(count: () => number) {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toContain(getUnreadNotifications.path);
      return new Response(JSON.stringify({ success: true, unread_count: count() }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    onTestFinished(() => void vi.unstubAllGlobals());
    return fetchMock;
  }

  it('fetches the reply useCall shows again, under the same key', async () => {
    let count = 0;
    const fetchMock = serveUnread(() => ++count);
    renderUnread();
    await screen.findByText('unread 1');
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    await screen.findByText('unread 2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stores a reply the caller already has without asking the server again', async () => {
    const fetchMock = serveUnread(() => 3);
    renderUnread();
    await screen.findByText('unread 3');
    fireEvent.click(screen.getByRole('button', { name: 'store' }));
    await screen.findByText('unread 42');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
