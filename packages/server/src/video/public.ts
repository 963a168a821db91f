// The public face of the video domain: what other domains may import. Everything else in video/ is its own.
export { linkStaff, staffRefsOf } from './repository';
export { ROOM_TYPES } from './service';
