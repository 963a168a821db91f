import { checkPassword as checkPasswordCall } from '@portal/contract/calls/settings';
import { callApi } from '../../../lib/api';

export const checkPassword = (password: string) => callApi(checkPasswordCall, { password });
