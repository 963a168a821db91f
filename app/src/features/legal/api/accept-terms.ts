import { acceptTerms as acceptTermsCall, type TermsType } from '@portal/contract/calls/legal';
import { callApi } from '../../../lib/api';

export const acceptTerms = (type: TermsType) => callApi(acceptTermsCall, { terms_type: [type] });
