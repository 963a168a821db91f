import { defineCall } from '../define-call';
import { base64, nonEmptyString, requestBody } from '../fields';
import { ackReplySchema } from '../replies';
import { SHELL } from '../route-names';

/** An analytics event: `payload` is base64 of the event JSON plus its source. */
export const insertLog = defineCall({
  path: '/application/api/i/log/insert',
  seed: '001',
  area: 'analytics',
  auth: 'session',
  routes: SHELL,
  request: requestBody({ payload: base64('The analytics payload must be base64-encoded.') }),
  response: ackReplySchema,
});

/** A named member action for the audit log. */
export const logAction = defineCall({
  path: '/application/api/u/settings/log-action',
  seed: '003',
  area: 'analytics',
  auth: 'session',
  routes: SHELL,
  request: requestBody({ action: nonEmptyString('Please name the action.', 200) }),
  response: ackReplySchema,
});
