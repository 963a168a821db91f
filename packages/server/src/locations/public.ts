// The public face of the locations domain: what other domains may import. Everything else in locations/ is its own.
export { listLocations, type LocationRow } from './repository';
export { type Office, officeOf } from './seed';
