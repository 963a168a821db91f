// The public face of the notifications domain: what other domains may import.
export { insertNotifications } from './repository';
