// The public face of the password domain: what other domains may import. Everything else in password/ is its own.
export { createAccountPages } from './provider-pages';
export { identityEmail, seedDemoCredentials, verifyIdentityPassword } from './service';
