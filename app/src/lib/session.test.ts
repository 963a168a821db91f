import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@portal/contract/calls/auth';
import { memberAtom, restoreMember, sessionCheckAtom, type Member } from './session';

const user: SessionUser = {
  user_id: 7,
  username: 'Ada Member',
  first_name: 'Ada',
  last_name: 'Member',
  email: 'member@harbour.example',
  user_role: 'cl',
  user_client_id: 'harbour',
  language: 'en',
  home_page: 'home',
  support_contacts: {},
  eligibilities: [],
  pp_accepted: true,
  tc_accepted: true,
  user_pp_slug: 'privacy',
  user_tc_slug: 'terms',
  employer_admin: false,
  login_time: 1_700_000_000_000,
};

const kept: Member = { id: 7, email: 'member@harbour.example', loginTime: 1 };

describe('restoreMember', () => {
  it('takes the member from the server session, and member pages wait until it has answered', async () => {
    const store = createStore();
    let answer: (value: SessionUser | null) => void = () => undefined;
    const restoring = restoreMember(store, () => new Promise((resolve) => (answer = resolve)));
    expect(store.get(sessionCheckAtom)).toBe('pending');
    answer(user);
    expect(await restoring).toBe('restored');
    expect(store.get(sessionCheckAtom)).toBe('done');
    expect(store.get(memberAtom)).toMatchObject({ id: 7, email: 'member@harbour.example', loginTime: 1_700_000_000_000 });
  });

  it("the server's login time wins over the device's copy", async () => {
    const store = createStore();
    store.set(memberAtom, kept);
    await restoreMember(store, async () => user);
    expect(store.get(memberAtom)?.loginTime).toBe(1_700_000_000_000);
  });

  it('without a session: signed out, and "ended" when this tab had a member', async () => {
    const fresh = createStore();
    expect(await restoreMember(fresh, async () => null)).toBe('signedOut');
    expect(fresh.get(memberAtom)).toBeNull();

    const tab = createStore();
    tab.set(memberAtom, kept);
    expect(await restoreMember(tab, async () => null)).toBe('ended');
    expect(tab.get(memberAtom)).toBeNull();
  });

  it('keeps a member who signed in while the answer was on its way', async () => {
    const store = createStore();
    const restoring = restoreMember(store, async () => {
      store.set(memberAtom, kept);
      return null;
    });
    expect(await restoring).toBe('restored');
    expect(store.get(memberAtom)).toEqual(kept);
  });

  it('keeps the device copy when the server cannot be reached', async () => {
    const store = createStore();
    store.set(memberAtom, kept);
    expect(
      await restoreMember(store, async () => {
        throw new Error('offline');
      }),
    ).toBe('unreachable');
    expect(store.get(memberAtom)).toEqual(kept);
    expect(store.get(sessionCheckAtom)).toBe('done');
  });
});
