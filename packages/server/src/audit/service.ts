import { createHash } from 'node:crypto';
import type { Db } from '../core/types';
import { insertAudit } from './repository';

export type AuditEvent =
  | 'sign-in'
  | 'sign-in.failed'
  | 'register'
  | 'register.failed'
  | 'alternative-login'
  | 'alternative-login.failed'
  | 'rate-limited'
  | 'logout'
  | 'session.refused'
  | 'route.forbidden'
  | 'role.forbidden'
  | 'request.refused'
  | 'client.mismatch';

export interface AuditEntry {
  readonly event: AuditEvent;
  readonly outcome: 'success' | 'failure' | 'refused';
  readonly clientId: string | null;
  readonly userId?: number | null;
  /** hashed before it is stored */
  readonly email?: string | null;
  readonly ip?: string | null;
  readonly path?: string | null;
  /** reasons and names only: callers never put tokens, codes or passwords here */
  readonly detail?: Record<string, string | number | boolean | null>;
}

export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Records a security event. A failing write is logged, never turned into a failed request. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  try {
    await insertAudit(db, {
      event: entry.event,
      outcome: entry.outcome,
      clientId: entry.clientId,
      userId: entry.userId ?? null,
      emailHash: entry.email ? hashEmail(entry.email) : null,
      ip: entry.ip ?? null,
      path: entry.path ?? null,
      detail: entry.detail ?? null,
    });
  } catch (error) {
    console.error('[audit] could not record', entry.event, error instanceof Error ? error.message : error);
  }
}
