// The public face of the identity domain: what other domains may import. Everything else in identity/ is its own.
export { DEMO_PASSWORD, type DemoIdentity } from './demo-identities';
export { providerCopy, type ProviderCopy, providerLanguage } from './provider-copy';
export { escapeHtml, providerPageHtml, readForm, sendProviderPage } from './provider-page';
export { RateLimiter } from './rate-limit';
export { findUser, findUserByEmail, findUserBySubject } from './repository';

import { defineDomain } from '../core/domain';
import * as tables from './schema';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'identity',
  // its handlers are the core's (identityHandlers in app.ts), its seed the members every other seed builds on (db/seed.ts),
  tables,
});
