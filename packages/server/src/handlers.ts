import type { CallHandler } from './core/types';

/** The domain handlers of the signed-in shell and the areas; the core mounts them by contract path. */
export const domainHandlers: readonly CallHandler[] = [];
