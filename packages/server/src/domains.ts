import type { Domain } from './core/domain';
import type { CallHandler } from './core/types';
import type { BeforeLogout } from './identity/service';
import type { SocketRoute } from './realtime/sockets';
import { domain as account } from './account/public';
import { domain as achievements } from './achievements/public';
import { domain as admin } from './admin/public';
import { domain as audit } from './audit/public';
import { domain as bloodTest } from './blood-test/public';
import { domain as bookings } from './bookings/public';
import { domain as chat } from './chat/public';
import { domain as coaching } from './coaching/public';
import { domain as content } from './content/public';
import { domain as dmh } from './dmh/public';
import { domain as eap } from './eap/public';
import { domain as fitness } from './fitness/public';
import { domain as events } from './events/public';
import { domain as healthScore } from './health-score/public';
import { domain as help } from './help/public';
import { domain as identity } from './identity/public';
import { domain as impact } from './impact/public';
import { domain as insights } from './insights/public';
import { domain as intake } from './intake/public';
import { domain as legal } from './legal/public';
import { domain as locations } from './locations/public';
import { domain as logs } from './logs/public';
import { domain as myList } from './my-list/public';
import { domain as myOrg } from './my-org/public';
import { domain as nav } from './nav/public';
import { domain as notifications } from './notifications/public';
import { domain as password } from './password/public';
import { domain as profile } from './profile/public';
import { domain as reminders } from './reminders/public';
import { domain as settings } from './settings/public';
import { domain as tenancy } from './tenancy/public';
import { domain as video } from './video/public';
import { domain as workspace } from './workspace/public';

/**
 * Every server domain, each declared once in its own public.ts (`defineDomain`: handlers, tables, sockets, seed,
 * test member). A new area adds one line here (and its tables to domain-schema.ts, which domains.test.ts checks).
 * The order is the seed's and the test member's: rows are inserted in it, so seeded ids stay the same from one
 * reseed to the next, and a domain's seed may read what an earlier one made (bookings before notifications,
 * content before my-list, coaching before achievements).
 */
export const domains: readonly Domain[] = [
  identity,
  tenancy,
  audit,
  reminders,
  locations,
  legal,
  bookings,
  notifications,
  profile,
  insights,
  content,
  myList,
  help,
  events,
  myOrg,
  coaching,
  healthScore,
  dmh,
  bloodTest,
  workspace,
  chat,
  admin,
  achievements,
  impact,
  nav,
  settings,
  account,
  logs,
  password,
  video,
  intake,
  eap,
  fitness,
];

/** The domains' call handlers (the core adds identity's), with what a domain puts in front of another's. */
export const domainHandlers: readonly CallHandler[] = domains.reduce<readonly CallHandler[]>(
  (handlers, domain) => domain.wrapHandlers?.(handlers) ?? handlers,
  domains.flatMap((domain) => domain.handlers ?? []),
);

/** Every WebSocket route; the upgrade checks the Origin, the client and (auth 'session') the member first. */
export const socketRoutes: readonly SocketRoute[] = domains.flatMap((domain) => domain.sockets ?? []);

/** What the domains do as a member logs out, before the session ends. */
export const beforeLogout: readonly BeforeLogout[] = domains.flatMap((domain) => domain.beforeLogout ?? []);
