// The public face of the password domain: what other domains may import. Everything else in password/ is its own.
export { createAccountPages } from './provider-pages';
export { identityEmail, seedDemoCredentials, verifyIdentityPassword } from './service';

import { defineDomain } from '../core/domain';
import { passwordHandlers } from './handlers';
import * as tables from './schema';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'password',
  handlers: passwordHandlers,
  tables,
});
