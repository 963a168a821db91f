import { CallError, type Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { countRecentRequests, insertEapRequest } from './repository';

/** A member may ask for a callback a few times a day; more is a mistake or abuse, not a need for more calls. */
export const EAP_REQUESTS_PER_DAY = 5;
export const EAP_TOO_MANY_MESSAGE = 'You have already asked us to call you back today. We will be in touch soon.';

/** Stores the callback request for the assistance team (service 0: the employee assistance programme). */
export async function requestCallback(db: Db, member: MemberScope, phone: string, serviceId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  if ((await countRecentRequests(db, member, since)) >= EAP_REQUESTS_PER_DAY) throw new CallError(429, EAP_TOO_MANY_MESSAGE);
  await insertEapRequest(db, member, { phone, serviceId }, now);
}
