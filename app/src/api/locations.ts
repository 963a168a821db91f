import { getLocations as locationsCall } from '@portal/contract/calls/locations';
import { callApi } from '../lib/api';
import { useCall } from '../lib/swr';

export function getLocations() {
  return callApi(locationsCall, {});
}

/**
 * The client's office locations and the member's current one: the events filter of content and My Location in
 * account both read it, so it lives below features (decision 0010).
 */
export function useLocations(enabled = true) {
  return useCall(locationsCall, enabled ? {} : null);
}
