import { getWebLanding as webLandingCall } from '@portal/contract/calls/home';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export function getWebLanding() {
  return callApi(webLandingCall, {});
}

/** The welcome text, the service tiles and the helpline tile of the home page. */
export function useWebLanding() {
  return useCall(webLandingCall, {});
}
