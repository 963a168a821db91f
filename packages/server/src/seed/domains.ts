import type { Db } from '../core/types';

/** Seeds demo data of the domains for members the core has seeded already. */
export async function seedDomains(_db: Db): Promise<void> {}
