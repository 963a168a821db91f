import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '@portal/contract/calls/auth';
import { useClientManifest } from '../../../lib/client-manifest-context';
import type { ReturnState } from '../../../lib/oidc';
import { memberAtom, memberFromSessionUser } from '../../../lib/session';
import { landingPath } from '../utils/landing-path';
import { safeReturnPath } from '../utils/return-path';

/**
 * Keeps the member from a sign-in reply on this device and takes them on: back to the page they opened before
 * signing in (a path of this portal only), else to their landing page.
 */
export function useSignIn(): (user: SessionUser, state?: ReturnState | null, returnTo?: string | null) => void {
  const setMember = useSetAtom(memberAtom);
  const navigate = useNavigate();
  const manifest = useClientManifest();
  return useCallback(
    (user, state = null, returnTo = null) => {
      setMember(memberFromSessionUser(user));
      const back = state === null ? safeReturnPath(returnTo) : null;
      navigate(
        back ??
          landingPath({
            state,
            memberHomePage: user.home_page,
            clientHomePage: manifest.homePage,
            permittedRoutes: manifest.permittedRoutes,
          }),
        { replace: true },
      );
    },
    [setMember, navigate, manifest],
  );
}
