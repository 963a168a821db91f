import { createHash } from 'node:crypto';
import { AUDIT_LOG_LIMIT, type AuditEntry as AdminAuditEntry } from '@portal/contract/calls/admin';
import type { Db } from '../core/types';
import { insertAudit, listAdminTrail, type AuditRow } from './repository';

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
  | 'client.mismatch'
  /** an employer admin's change (issue 14): detail.action names it, e.g. access-code.revoke */
  | 'admin.action'
  /**
   * support staff signing in as a member and ending it (user: the member, acting user: the staff; detail.member
   * too, as before decision 0460); refused: an unknown or other client's member (user: the staff)
   */
  | 'login-as'
  | 'login-as.end'
  | 'login-as.refused'
  /** a call that may write, made in a login-as session (user: the member, acting user: the staff; detail.status) */
  | 'login-as.call'
  /** an email verification link sent, used, or refused (detail.reason: expired, used, invalid) */
  | 'email-verification.sent'
  | 'email-verification'
  | 'email-verification.failed';

export interface AuditEntry {
  readonly event: AuditEvent;
  readonly outcome: 'success' | 'failure' | 'refused';
  readonly clientId: string | null;
  readonly userId?: number | null;
  /** the support staff acting for userId in a login-as (decision 0460) */
  readonly actingUserId?: number | null;
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

/**
 * Audit rows are written after the reply, many in one insert: a refused call (a flood of stale cookies, say)
 * then costs its caller no database round trip. Rows of one tick go together; a burst larger than `maxPending`
 * makes its calls wait for the writes, so memory stays bounded and nothing is dropped.
 */
export class AuditWriter {
  private queue: AuditRow[] = [];
  private running: Promise<void> | null = null;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly maxBatch = 500,
    private readonly maxPending = 10_000,
  ) {}

  add(row: AuditRow): Promise<void> {
    this.queue.push(row);
    if (!this.scheduled && !this.running) {
      this.scheduled = true;
      // setImmediate runs after this turn's replies have been written
      setImmediate(() => {
        this.scheduled = false;
        this.start();
      });
    }
    return this.queue.length >= this.maxPending ? this.written() : Promise.resolve();
  }

  /** Resolves once every row added so far is stored (or its failure logged). */
  async written(): Promise<void> {
    while (this.queue.length > 0 || this.running) await this.start();
  }

  /**
   * The one drain in progress, started if none is. `running` is cleared by the drain's own promise, never inside
   * drain(): a drain that finds nothing to do returns before its caller could store it, and a stale `running`
   * would make `written()` spin forever.
   */
  private start(): Promise<void> {
    if (!this.running) {
      const run = this.drain().finally(() => {
        if (this.running === run) this.running = null;
      });
      this.running = run;
    }
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const rows = this.queue.splice(0, this.maxBatch);
      try {
        await insertAudit(this.db, rows);
      } catch (error) {
        console.error(`[audit] could not record ${rows.length} event(s):`, rows.map((row) => row.event).join(', '), error instanceof Error ? error.message : error);
      }
    }
  }
}

const writers = new WeakMap<Db, AuditWriter>();

function writerOf(db: Db): AuditWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new AuditWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

/** Records a security event, after the reply (see AuditWriter). A failing write is logged, never turned into a failed request. */
export function audit(db: Db, entry: AuditEntry): Promise<void> {
  return writerOf(db).add({
    event: entry.event,
    outcome: entry.outcome,
    clientId: entry.clientId,
    userId: entry.userId ?? null,
    actingUserId: entry.actingUserId ?? null,
    emailHash: entry.email ? hashEmail(entry.email) : null,
    ip: entry.ip ?? null,
    path: entry.path ?? null,
    detail: entry.detail ?? null,
    // the moment of the event, not of the deferred insert
    at: new Date(),
  });
}

/** Waits until every audit event recorded so far is in the database: before closing it, and in tests that read it. */
export function auditWritten(db: Db): Promise<void> {
  return writers.get(db)?.written() ?? Promise.resolve();
}

type TrailRow = Awaited<ReturnType<typeof listAdminTrail>>[number];

const personOf = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, name: first === null ? null : `${first} ${last ?? ''}`.trim() };

function trailEvent(row: TrailRow): AdminAuditEntry['event'] {
  if (row.event === 'role.forbidden') return 'login-as.call';
  if (row.event === 'logout') return 'login-as.end';
  return row.event as AdminAuditEntry['event'];
}

/** One row of the admin trail as the admin's audit log shows it. */
function toTrailEntry(row: TrailRow): AdminAuditEntry {
  const entry: AdminAuditEntry = {
    id: row.id,
    at: row.at.toISOString(),
    event: trailEvent(row),
    action: row.event === 'admin.action' && typeof row.detail?.action === 'string' ? row.detail.action : null,
    outcome: row.outcome,
    member: personOf(row.userId, row.memberFirst, row.memberLast),
    acting: personOf(row.actingUserId, row.actingFirst, row.actingLast),
  };
  // rows written before decision 0460 name the staff as user and the member only in detail.member
  if ((row.event === 'login-as' || row.event === 'login-as.end') && row.actingUserId === null) {
    const memberId = row.detail?.member;
    return { ...entry, acting: entry.member, member: typeof memberId === 'number' ? { id: memberId, name: null } : null };
  }
  // a refused login-as names the staff as user: they acted in their own account
  if (row.event === 'login-as.refused') return { ...entry, acting: entry.member, member: null };
  return entry;
}

/** The employer admin's audit log of a client: admin changes and support staff's login-as, newest first. */
export async function adminTrail(db: Db, clientId: string): Promise<AdminAuditEntry[]> {
  await auditWritten(db);
  return (await listAdminTrail(db, clientId, AUDIT_LOG_LIMIT)).map(toTrailEntry);
}
