// The public face of the tenancy domain: what other domains may import. Everything else in tenancy/ is its own.
export { type Client, clientOrigins } from './clients';
