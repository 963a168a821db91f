/** A fixed-window counter in memory: enough for one process; a cluster would move it to the database. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for every key; false when any of them is over the limit. */
  take(keys: readonly string[], now: number): boolean {
    if (this.hits.size > 10_000) this.sweep(now);
    let allowed = true;
    for (const key of keys) {
      const entry = this.hits.get(key);
      if (!entry || entry.resetAt <= now) {
        this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      } else {
        entry.count += 1;
        if (entry.count > this.max) allowed = false;
      }
    }
    return allowed;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
