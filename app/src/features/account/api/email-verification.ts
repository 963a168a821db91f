import { getEmailVerification, sendEmailVerification as sendEmailVerificationCall } from '@portal/contract/calls/login-as';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const useEmailVerification = () => useCall(getEmailVerification, {});

export const sendEmailVerification = () => callApi(sendEmailVerificationCall, {});
