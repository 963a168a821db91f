/** `scheduler.yield()` where the browser has it (Chromium 129 on): the continuation runs before other queued tasks. */
interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and continues in a new one, so the browser may paint or answer input in between: the
 * app's start-up is several short tasks instead of one long one (issue 8: total blocking time on a slow phone).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
