import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { SessionUser, SupportContacts } from '@portal/contract/calls/auth';
import type { Language } from '@portal/manifest/schema';
import { pathTo } from '@portal/manifest/routes';
import { peekBootReply, takeBootReply } from './boot-replies';
import { MEMBER_STORAGE_KEY } from './known-member';

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
  /** support staff signed in as this member (login-as): the shell's banner names them */
  readonly signedInBy?: { readonly id: number; readonly name: string };
  /** a support staff identity, who may sign in as a member at /login-as */
  readonly supportStaff?: boolean;
  /** a staff identity's roles; absent for members and for a member kept by an older build */
  readonly staffRoles?: readonly ('coach' | 'clinician' | 'support')[];
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
    ...(user.signed_in_by ? { signedInBy: { id: user.signed_in_by.user_id, name: user.signed_in_by.name } } : {}),
    ...(user.support_staff ? { supportStaff: true } : {}),
    ...(user.staff_roles ? { staffRoles: user.staff_roles } : {}),
  };
}

export { MEMBER_STORAGE_KEY } from './known-member';

/** Where signed-out members go, and where the identity provider returns after a logout. */
export const LOGIN_PATH = pathTo('login');

// nothing is kept where the server renders a first view (app/src/entry-server.tsx)
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const storage = createJSONStorage<Member | null>(() => (typeof sessionStorage === 'undefined' ? noStorage : sessionStorage));

/**
 * The signed-in member. The server session (its HttpOnly cookie) is what signs a member in; this is the page's
 * copy of the member, restored from the server on every start (restoreMember) and kept in sessionStorage only so
 * the first paint of a reload can use the member's language.
 */
export const memberAtom = atomWithStorage<Member | null>(MEMBER_STORAGE_KEY, null, storage, { getOnInit: true });

export const isSignedInAtom = atom((get) => get(memberAtom) !== null);

/**
 * Whether the server has said whose session the cookie is since the page loaded: member pages wait for it, so
 * a new tab or a shared link is not sent to /login while the answer is on its way. `done` where nothing asks
 * (component tests), so a member put into the store counts at once.
 */
export const sessionCheckAtom = atom<'pending' | 'done'>('done');

/**
 * True while a sign-out is on its way to the identity provider: member pages wait instead of showing /login
 * for a moment, as the provider returns to /login itself.
 */
export const signingOutAtom = atom(false);

/** The one store of device state; signing out resets everything in it. */
export const deviceStore = createStore();

type DeviceStore = ReturnType<typeof createStore>;

/** Forgets the member and any device state derived from them. */
export function clearDeviceState(store: DeviceStore = deviceStore): void {
  store.set(memberAtom, RESET);
}

/** The member of the session cookie, null without a valid session; throws when the server cannot be asked. */
export type SessionMemberLoader = () => Promise<SessionUser | null>;

const loadSessionMember: SessionMemberLoader = () => import('./session-member').then((module) => module.fetchSessionMember());

/**
 * What the start found: the member of the session, no session, a session this tab had that has ended since
 * (sign out at the identity provider too, as after a 3994), or no answer from the server.
 */
export type RestoreOutcome = 'restored' | 'signedOut' | 'ended' | 'unreachable';

/**
 * Restores the member from the server session on start (decision 0050). A member signed in while the answer was
 * on its way is kept; without a reachable server, the device's copy is kept and the pages' own calls decide.
 */
export async function restoreMember(store: DeviceStore = deviceStore, load: SessionMemberLoader = loadSessionMember): Promise<RestoreOutcome> {
  const before = store.get(memberAtom);
  // answered with the page (decision 0350): the first render already knows, with no request and no wait
  const booted = bootSessionUser();
  if (booted !== undefined) return settle(store, before, booted);
  store.set(sessionCheckAtom, 'pending');
  try {
    return settle(store, before, await load());
  } catch {
    // offline or a server error: not a reason to sign the member out
    return 'unreachable';
  } finally {
    store.set(sessionCheckAtom, 'done');
  }
}

function settle(store: DeviceStore, before: Member | null, user: SessionUser | null): RestoreOutcome {
  if (user) {
    store.set(memberAtom, memberFromSessionUser(user));
    return 'restored';
  }
  if (store.get(memberAtom) !== before) return 'restored';
  store.set(memberAtom, RESET);
  return before === null ? 'signedOut' : 'ended';
}

/** The session's member as the server inlined it: null for no valid session, undefined when it did not say. */
function bootSessionUser(): SessionUser | null | undefined {
  return sessionUserOf(takeBootReply('session'));
}

/**
 * The member the server inlined with the page, before restoreMember takes them: the start picks the member's
 * language and first page with it, as the server did for its first view. Undefined when the page did not say.
 */
export function memberFromPage(): Member | null | undefined {
  const user = sessionUserOf(peekBootReply('session'));
  return user ? memberFromSessionUser(user) : user;
}

function sessionUserOf(reply: unknown): SessionUser | null | undefined {
  if (typeof reply !== 'object' || reply === null || !('user' in reply)) return undefined;
  const { user } = reply as { user: SessionUser | null };
  return typeof user === 'object' ? user : undefined;
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
