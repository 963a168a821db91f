import { getAccount as getAccountCall } from '@portal/contract/calls/account';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const getAccount = () => callApi(getAccountCall, {});

export const useAccount = () => useCall(getAccountCall, {});
