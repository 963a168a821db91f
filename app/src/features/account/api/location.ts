import { setLocation as setLocationCall } from '@portal/contract/calls/locations';
import { callApi } from '../../../lib/api';

export const setLocation = (locationId: number) => callApi(setLocationCall, { location_id: locationId });
