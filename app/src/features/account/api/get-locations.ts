import { getLocations as getLocationsCall } from '@portal/contract/calls/locations';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const getLocations = () => callApi(getLocationsCall, {});

export const useLocations = (enabled = true) => useCall(getLocationsCall, enabled ? {} : null);
