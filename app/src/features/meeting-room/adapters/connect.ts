import { adapterOf } from '../utils/room';
import type { ConnectOptions, RoomConnection } from './types';

/** Connects with the adapter the token belongs to; each is its own chunk, loaded only when a room opens. */
export async function connectRoom(options: ConnectOptions): Promise<RoomConnection> {
  if (adapterOf(options.token) === 'local') return (await import('./local-room')).connectLocalRoom(options);
  return (await import('./twilio-room')).connectTwilioRoom(options);
}
