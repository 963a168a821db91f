// The public face of the events domain: what other domains may import. Everything else in events/ is its own.
export { insertEventIfNew, listDates, notify } from './repository';
export { eventArtwork } from './seed';
export { dateTimeText, releaseHeldPlace, textOf } from './service';
