// The public face of the audit domain: what other domains may import. Everything else in audit/ is its own.
export { adminTrail, audit } from './service';
