import { createHash } from 'node:crypto';
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { rateLimits } from './schema';

export interface Limit {
  /** attempts allowed per window */
  readonly max: number;
  readonly windowMs: number;
}

function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * A fixed-window counter per key, kept in the database so that the limit holds across API processes. Counting
 * is one upsert per call (insert, or increment within the window, or restart an ended window), which both
 * PGlite and PostgreSQL apply atomically, so concurrent attempts never undercount.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly limit: Limit,
  ) {}

  /** Counts one attempt for every key; false when any of them is over the limit. */
  async take(keys: readonly string[], now: Date): Promise<boolean> {
    if (keys.length === 0) return true;
    await this.sweep(now);
    const windowEndsAt = new Date(now.getTime() + this.limit.windowMs);
    const ended = sql`${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
    const rows = await this.db
      .insert(rateLimits)
      .values([...new Set(keys)].map((key) => ({ keyHash: keyHash(key), count: 1, windowEndsAt })))
      .onConflictDoUpdate({
        target: rateLimits.keyHash,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
          windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
        },
      })
      .returning({ count: rateLimits.count });
    return rows.every((row) => row.count <= this.limit.max);
  }

  /** Whether any key has used up its attempts in its current window, without counting one. */
  async isOver(keys: readonly string[], now: Date): Promise<boolean> {
    if (keys.length === 0) return false;
    const rows = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(inArray(rateLimits.keyHash, keys.map(keyHash)), gt(rateLimits.windowEndsAt, now)));
    return rows.some((row) => row.count >= this.limit.max);
  }

  /** Deletes ended windows (of every limiter: an ended window counts for nothing), at most once a window per process. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < this.limit.windowMs) return;
    this.lastSweep = now.getTime();
    await this.db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, now));
  }
}
