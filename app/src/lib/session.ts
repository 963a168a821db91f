import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { Language } from '@portal/manifest/schema';

/** What the browser keeps about the signed-in member; the session itself is the server's cookie. */
export interface Member {
  readonly id: number | string;
  readonly firstName?: string;
  readonly language?: Language;
}

export const MEMBER_STORAGE_KEY = 'portal.member';

const storage = createJSONStorage<Member | null>(() => sessionStorage);

/** The signed-in member, kept in sessionStorage so a reload keeps the member signed in within the tab. */
export const memberAtom = atomWithStorage<Member | null>(MEMBER_STORAGE_KEY, null, storage, { getOnInit: true });

export const isSignedInAtom = atom((get) => get(memberAtom) !== null);

/** The one store of device state; signing out resets everything in it. */
export const deviceStore = createStore();

type DeviceStore = ReturnType<typeof createStore>;

/** Forgets the member and any device state derived from them. */
export function clearDeviceState(store: DeviceStore = deviceStore): void {
  store.set(memberAtom, RESET);
}

export interface SessionEnder {
  /** Ends the session if it is not already ending; returns whether this call ended it. */
  end(): boolean;
  /** Arms the ender again after a new sign-in. */
  rearm(): void;
}

/**
 * Several calls usually fail with 3994 at once (every panel polls); only the first one should sign the
 * member out and navigate, or the history fills with /login entries.
 */
export function createSessionEnder(onEnd: () => void): SessionEnder {
  let ended = false;
  return {
    end() {
      if (ended) return false;
      ended = true;
      onEnd();
      return true;
    },
    rearm() {
      ended = false;
    },
  };
}
