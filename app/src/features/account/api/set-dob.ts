import { setDob as setDobCall } from '@portal/contract/calls/account';
import { callApi } from '../../../lib/api';

export const setDob = (dob: string) => callApi(setDobCall, { dob });
