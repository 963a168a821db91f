import { recordFaqView as recordFaqViewCall } from '@portal/contract/calls/help';
import { callApi } from '../../../lib/api';

export const recordFaqView = (type: 'question' | 'article', id: number) =>
  callApi(recordFaqViewCall, { type, id });
