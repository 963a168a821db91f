import { getLocations as locationsCall } from '@portal/contract/calls/locations';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export function getLocations() {
  return callApi(locationsCall, {});
}

/** The client's office locations and the member's current one, for the events location filter. */
export function useLocations(enabled = true) {
  return useCall(locationsCall, enabled ? {} : null);
}
