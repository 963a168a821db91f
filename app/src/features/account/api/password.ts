import { checkPassword as checkPasswordCall, resetPassword as resetPasswordCall } from '@portal/contract/calls/settings';
import { callApi } from '../../../lib/api';

export const checkPassword = (password: string) => callApi(checkPasswordCall, { password });

export interface ResetPasswordInput {
  readonly email: string;
  readonly authKey: string;
  readonly password: string;
  readonly passwordRepeat: string;
}

export const resetPassword = ({ email, authKey, password, passwordRepeat }: ResetPasswordInput) =>
  callApi(resetPasswordCall, { email, auth_key: authKey, password, password_repeat: passwordRepeat });
