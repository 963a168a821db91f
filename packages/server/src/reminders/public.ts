// The public face of the reminders domain: what other domains may import. Everything else in reminders/ is its own.
export { dropOfferLapse, scheduleOfferLapse } from './offer-lapse';
export { recipient } from './repository';
