// The public face of the dmh domain: what other domains may import. Everything else in dmh/ is its own.
export { listClinicians } from './repository';
