import { endLoginAs as endLoginAsCall } from '@portal/contract/calls/login-as';
import { callApi } from '../../../lib/api';

export const endLoginAs = () => callApi(endLoginAsCall, {});
