import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { BOOT_REPLIES_ID } from './boot-replies';
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

/** What the server writes into the page it makes (packages/server/src/web/pages.ts). */
function inlineBootReplies(replies: unknown): void {
  const element = document.createElement('script');
  element.id = BOOT_REPLIES_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(replies);
  document.head.append(element);
}

describe('restoreMember', () => {
  it("takes the member the server inlined into the page at once, without asking, and only the first time", async () => {
    inlineBootReplies({ session: { user } });
    const store = createStore();
    const asked: string[] = [];
    const restoring = restoreMember(store, async () => {
      asked.push('session');
      return null;
    });
    // before any await: the first render already has the member
    expect(store.get(memberAtom)).toMatchObject({ id: 7 });
    expect(store.get(sessionCheckAtom)).toBe('done');
    expect(await restoring).toBe('restored');
    expect(asked).toEqual([]);
    expect(document.getElementById(BOOT_REPLIES_ID)).toBeNull();

    // the inlined answer is spent: a second start asks the server
    expect(await restoreMember(createStore(), async () => (asked.push('again'), user))).toBe('restored');
    expect(asked).toEqual(['again']);
  });

  it('an inlined "no session" signs out at once; a page without an answer on it asks', async () => {
    inlineBootReplies({ session: { user: null } });
    const tab = createStore();
    tab.set(memberAtom, kept);
    expect(await restoreMember(tab, async () => user)).toBe('ended');
    expect(tab.get(memberAtom)).toBeNull();

    inlineBootReplies({ other: 1 });
    expect(await restoreMember(createStore(), async () => user)).toBe('restored');
  });

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
