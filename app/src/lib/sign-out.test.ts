import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '@portal/contract/calls/auth';
import { memberAtom, signingOutAtom } from './session';
import { signOut } from './sign-out';

function reply(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('signOut', () => {
  it('ends the server session, forgets the member and hands the kept ID token hint to the provider logout', async () => {
    const fetch = vi.fn(async () => reply({ success: true, id_token_hint: 'header.payload.signature' }));
    vi.stubGlobal('fetch', fetch);
    const store = createStore();
    store.set(memberAtom, { id: 1 });
    let waitingDuringProvider: boolean | undefined;
    const atProvider = vi.fn(async () => {
      waitingDuringProvider = store.get(signingOutAtom);
    });
    const navigate = vi.fn();
    await signOut({ store, navigate, endServerSession: true, signOutAtProvider: atProvider });
    expect(waitingDuringProvider).toBe(true);
    expect(fetch).toHaveBeenCalledWith(logout.path, expect.objectContaining({ method: 'POST' }));
    expect(store.get(memberAtom)).toBeNull();
    expect(atProvider).toHaveBeenCalledWith({ idTokenHint: 'header.payload.signature' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('after a 3994 it does not call the server and still ends the provider session, without a hint', async () => {
    const fetch = vi.fn(async () => reply({ success: true }));
    vi.stubGlobal('fetch', fetch);
    const store = createStore();
    store.set(memberAtom, { id: 1 });
    const atProvider = vi.fn(async () => undefined);
    await signOut({ store, navigate: vi.fn(), endServerSession: false, signOutAtProvider: atProvider });
    expect(fetch).not.toHaveBeenCalled();
    expect(atProvider).toHaveBeenCalledWith({ idTokenHint: undefined });
    expect(store.get(memberAtom)).toBeNull();
  });

  it('still ends the provider session when the data cache is already gone', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply({ success: true })));
    const store = createStore();
    const atProvider = vi.fn(async () => undefined);
    await signOut({
      store,
      navigate: vi.fn(),
      endServerSession: true,
      signOutAtProvider: atProvider,
      clearCache: async () => {
        throw new TypeError("Cannot read properties of undefined (reading '6')");
      },
    });
    expect(atProvider).toHaveBeenCalledTimes(1);
  });

  it('goes to /login itself when the provider cannot be reached, and joins a sign-out under way', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply({ success: false, err: '3994: Your session has ended.' }, 401)));
    const store = createStore();
    store.set(memberAtom, { id: 1 });
    const navigate = vi.fn();
    const atProvider = vi.fn(async () => {
      throw new Error('unreachable');
    });
    const first = signOut({ store, navigate, endServerSession: true, signOutAtProvider: atProvider });
    const second = signOut({ store, navigate, endServerSession: true, signOutAtProvider: atProvider });
    expect(second).toBe(first);
    await first;
    expect(atProvider).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(store.get(memberAtom)).toBeNull();
    expect(store.get(signingOutAtom)).toBe(false);
  });
});
