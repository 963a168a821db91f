/**
 * Whether the page or this tab knows a signed-in member, read without the device store (jotai) so the entry can
 * choose its start with it (src/main.tsx, decision 0700): the session reply the server inlined with the page
 * first (null there means the server said "no session"), else this tab's copy of the member (lib/session.ts keeps
 * it under the same key). The full app's start makes the same choice of member (memberFromPage, memberAtom).
 */
import { peekBootReply } from './boot-replies';

/** sessionStorage's key of the member (lib/session.ts memberAtom) */
export const MEMBER_STORAGE_KEY = 'portal.member';

export function knowsMember(): boolean {
  const reply = peekBootReply('session');
  if (typeof reply === 'object' && reply !== null && 'user' in reply) {
    const { user } = reply as { user: unknown };
    if (typeof user === 'object') return user !== null;
  }
  try {
    const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(MEMBER_STORAGE_KEY);
    return stored !== null && JSON.parse(stored) !== null;
  } catch {
    return false;
  }
}
