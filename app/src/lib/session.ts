import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { SessionUser, SupportContacts } from '@portal/contract/calls/auth';
import type { Language } from '@portal/manifest/schema';

/**
 * What the browser keeps about the signed-in member (seed 000 section 3); the session itself is the server's
 * cookie. Fields past `id` are optional so a member kept by an older build still reads.
 */
export interface Member {
  readonly id: number | string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly language?: Language;
  /** user_role, default cl */
  readonly role?: 'cl' | 'admin';
  readonly clientId?: string | number;
  /** route name of the member's landing page */
  readonly homePage?: string;
  readonly supportContacts?: SupportContacts;
  readonly eligibilities?: readonly string[];
  readonly ppAccepted?: boolean;
  readonly tcAccepted?: boolean;
  readonly ppSlug?: string;
  readonly tcSlug?: string;
  readonly employerAdmin?: boolean;
  /** when the session started, ms since the epoch: the 1440-minute maximum counts from it */
  readonly loginTime?: number;
  readonly ssoId?: string | null;
  readonly accessCodeUser?: boolean;
  readonly coach?: boolean;
  readonly insightsCompleted?: boolean;
}

/** The device's copy of the member from a sign-in or registration reply. */
export function memberFromSessionUser(user: SessionUser): Member {
  return {
    id: user.user_id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    language: user.language,
    role: user.user_role,
    clientId: user.user_client_id,
    homePage: user.home_page,
    supportContacts: user.support_contacts,
    eligibilities: user.eligibilities,
    ppAccepted: user.pp_accepted,
    tcAccepted: user.tc_accepted,
    ppSlug: user.user_pp_slug,
    tcSlug: user.user_tc_slug,
    employerAdmin: user.employer_admin,
    loginTime: user.login_time,
    ssoId: user.sso_id ?? null,
    ...(user.access_code_user === undefined ? {} : { accessCodeUser: user.access_code_user }),
    ...(user.coach === undefined ? {} : { coach: user.coach }),
    ...(user.insights_completed === undefined ? {} : { insightsCompleted: user.insights_completed }),
  };
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
