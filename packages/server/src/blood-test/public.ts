// The public face of the blood-test domain: what other domains may import. Everything else in blood-test/ is its own.
export { listClinicians } from './repository';
