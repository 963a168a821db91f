import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { SESSION_ERROR_MESSAGE } from '@portal/contract/errors';
import { ApiError } from './api';
import { createSessionEnder } from './session';
import { createSwrConfig } from './swr';

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
