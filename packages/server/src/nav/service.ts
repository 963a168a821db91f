import type { NavItem } from '@portal/contract/calls/shell';
import type { Manifest } from '@portal/manifest/schema';
import type { Db, Member } from '../core/types';
import { ADMIN_NAV, SIDE_NAV, STAFF_NAV, TOP_NAV, type NavEntry, type NavLanguage, type StaffRole } from './catalogue';
import { memberSettings } from '../core/member-settings';

export interface NavReader {
  readonly employerAdmin: boolean;
  readonly language: string;
  /** the member's staff roles (coach, clinician, support): their own pages join the top bar */
  readonly staffRoles?: readonly string[];
}

export interface Navigation {
  readonly nav: NavItem[];
  readonly side_nav: NavItem[];
  readonly nav_elements: NavItem[];
}

/** Labels exist in English, German and French; other languages read English until translated. */
export function navLanguage(language: string | undefined): NavLanguage {
  return language === 'de' || language === 'fr' ? language : 'en';
}

function isPermitted(entry: NavEntry, permitted: readonly string[]): boolean {
  return entry.requires.some((name) => permitted.includes(name));
}

function toItem(entry: NavEntry, language: NavLanguage): NavItem {
  return { name: entry.name, label: entry.labels[language], path: entry.path, icon: entry.icon };
}

/**
 * The shell's navigation for one member: only what the client permits, the admin set only for employer admins,
 * a staff member's own pages (coach workspace, support inbox) at the end of the top bar, no side menu for
 * clients that hide the side bar. nav_elements lists everything the member may reach, so the
 * browser can derive its access flags from it even when the side bar is hidden.
 */
export function buildNavigation(
  manifest: Pick<Manifest, 'permittedRoutes' | 'features'>,
  reader: NavReader,
): Navigation {
  const language = navLanguage(reader.language);
  const permitted = manifest.permittedRoutes;
  const staffRoles = reader.staffRoles ?? [];
  const top = [
    ...TOP_NAV.filter((entry) => isPermitted(entry, permitted)),
    ...STAFF_NAV.filter((entry) => entry.roles.some((role) => staffRoles.includes(role))).filter(
      (entry, index, held) => held.findIndex((other) => other.name === entry.name) === index,
    ),
  ].map((entry) => toItem(entry, language));
  const side = SIDE_NAV.filter((entry) => isPermitted(entry, permitted)).map((entry) => toItem(entry, language));
  const admin = reader.employerAdmin ? ADMIN_NAV.map((entry) => toItem(entry, language)) : [];
  const sideBarHidden = manifest.features.sideBarHidden === true;
  return {
    nav: top,
    side_nav: sideBarHidden ? [] : [...side, ...admin],
    nav_elements: [...top, ...side, ...admin],
  };
}

const STAFF_ROLES: readonly StaffRole[] = ['coach', 'clinician', 'support'];

/** The staff roles that change the navigation, in one order (a cache key). */
function staffRolesOf(roles: readonly string[] = []): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

const navigationCache = new WeakMap<object, Map<string, Navigation>>();

function frozen(items: NavItem[]): NavItem[] {
  for (const item of items) Object.freeze(item);
  return Object.freeze(items) as NavItem[];
}

/**
 * buildNavigation is a pure function of the manifest, the admin flag, the staff roles and the label language, so
 * each of a client's few trees is built once and shared, frozen, by every reply.
 */
export function cachedNavigation(manifest: Pick<Manifest, 'permittedRoutes' | 'features'>, reader: NavReader): Navigation {
  let trees = navigationCache.get(manifest);
  if (!trees) {
    trees = new Map();
    navigationCache.set(manifest, trees);
  }
  const language = navLanguage(reader.language);
  const staffRoles = staffRolesOf(reader.staffRoles);
  const key = `${reader.employerAdmin ? 'admin' : 'member'}:${staffRoles.join('+')}:${language}`;
  let tree = trees.get(key);
  if (!tree) {
    const built = buildNavigation(manifest, { employerAdmin: reader.employerAdmin, language, staffRoles });
    tree = Object.freeze({ nav: frozen(built.nav), side_nav: frozen(built.side_nav), nav_elements: frozen(built.nav_elements) });
    trees.set(key, tree);
  }
  return tree;
}

export async function getNavigation(
  db: Db,
  member: Member,
  manifest: Pick<Manifest, 'permittedRoutes' | 'features' | 'defaultLanguage'>,
  requestedLanguage?: string,
): Promise<Navigation> {
  const settings = await memberSettings(db, member);
  // Labels follow the member's own language, not only those the client offers (see MemberLanguage.own).
  return cachedNavigation(manifest, {
    employerAdmin: settings?.employerAdmin === true || member.role === 'admin',
    language: requestedLanguage ?? settings?.language ?? manifest.defaultLanguage,
    staffRoles: member.roles ?? [],
  });
}

const navigationReplies = new WeakMap<Navigation, Uint8Array<ArrayBuffer>>();

/**
 * get-nav's reply as UTF-8, `{ success: true, ...navigation }`: each shared tree is serialised once (the trees are
 * frozen, so the bytes cannot drift from them) and every call that gets the tree sends the same bytes, which
 * nothing may change. JSON.stringify of the frozen tree was about a tenth of the call's CPU.
 */
export async function navigationReply(
  db: Db,
  member: Member,
  manifest: Pick<Manifest, 'permittedRoutes' | 'features' | 'defaultLanguage'>,
  requestedLanguage?: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const tree = await getNavigation(db, member, manifest, requestedLanguage);
  let reply = navigationReplies.get(tree);
  if (!reply) {
    reply = Buffer.from(JSON.stringify({ success: true, ...tree }));
    navigationReplies.set(tree, reply);
  }
  return reply;
}
