import { isRoutePermitted, pathTo } from '@portal/manifest/routes';

/** What a member can do next from a digital clinic, best first. */
export type ClinicStep = 'clinician' | 'callback' | 'healthCoach';

/**
 * Each clinic's next steps in order of fit (decision 0488): a video session with a clinician through the DMH journey
 * where the clinic's concern is one for them, the assistance programme's call-back where a specialist has to be
 * arranged, a health coach for habits. A clinic the table lacks (a client's own) gets the clinician, then the call-back.
 */
const STEPS: Readonly<Record<string, readonly ClinicStep[]>> = {
  sleep: ['clinician', 'healthCoach', 'callback'],
  nutrition: ['healthCoach', 'callback'],
  physiotherapy: ['callback', 'healthCoach'],
  dermatology: ['callback'],
  'womens-health': ['callback', 'clinician'],
  'mens-health': ['callback', 'clinician'],
};
const DEFAULT_STEPS: readonly ClinicStep[] = ['clinician', 'callback'];

export interface ClinicAccess {
  readonly permittedRoutes: readonly string[];
  /** the client offers its employee assistance programme (manifest eap.active) */
  readonly eapActive: boolean;
}

/** Where a step leads, or null when the client does not permit its page. */
export function clinicStepHref(step: ClinicStep, access: ClinicAccess): string | null {
  switch (step) {
    case 'clinician':
      return isRoutePermitted('dmh', access.permittedRoutes) ? pathTo('dmh') : null;
    case 'callback':
      return access.eapActive && isRoutePermitted('eap', access.permittedRoutes) ? `${pathTo('eap')}#eap-callback` : null;
    case 'healthCoach':
      return isRoutePermitted('healthCoachingStart', access.permittedRoutes) ? pathTo('healthCoachingStart') : null;
  }
}

/** The clinic's steps the client permits, best first, with their links; empty when it permits none. */
export function clinicSteps(key: string | undefined, access: ClinicAccess): { step: ClinicStep; href: string }[] {
  return (STEPS[key ?? ''] ?? DEFAULT_STEPS).flatMap((step) => {
    const href = clinicStepHref(step, access);
    return href ? [{ step, href }] : [];
  });
}
