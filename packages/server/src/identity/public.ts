// The public face of the identity domain: what other domains may import. Everything else in identity/ is its own.
export { DEMO_PASSWORD, type DemoIdentity } from './demo-identities';
export { providerCopy, type ProviderCopy, providerLanguage } from './provider-copy';
export { escapeHtml, providerPageHtml, readForm, sendProviderPage } from './provider-page';
export { RateLimiter } from './rate-limit';
export { findUser, findUserByEmail, findUserBySubject } from './repository';
