import { logVideoInfo } from '@portal/contract/calls/meeting-room';
import type { VIDEO_EVENTS } from '@portal/contract/calls/meeting-room';
import { callApi } from '../../../lib/api';

/** Seed 000 section 7: the room's analytics events, with the booking and (at the end) the length in seconds. */
export function logRoomEvent(
  event: (typeof VIDEO_EVENTS)[number],
  details: { booking_id: string; side: 'member' | 'staff'; length?: number },
): void {
  // analytics must never disturb the call: a failure is dropped
  void callApi(logVideoInfo, { message: JSON.stringify({ event, ...details }) }).catch(() => {});
}
