// The public face of the admin domain: what other domains may import. Everything else in admin/ is its own.
export { listAnnouncements, listCustomArticles } from './custom-content-repository';

import { defineDomain } from '../core/domain';
import { adminHandlers } from './handlers';
import * as tables from './schema';
import { redateDemoAnnouncements, seedAdminActivity } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'admin',
  handlers: adminHandlers,
  tables,
  seed: seedAdminActivity,
  reseed: redateDemoAnnouncements,
});
