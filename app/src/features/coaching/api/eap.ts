import { sendEapRequest } from '@portal/contract/calls/eap';
import { callApi } from '../../../lib/api';

/** Asks the assistance programme (service 0) to call the member back. */
export const requestCallback = (phone: string) => callApi(sendEapRequest, { phone, service_id: 0 });
