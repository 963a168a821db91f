import { describe, expect, it } from 'vitest';
import { clinicSteps } from './clinic-steps';

const all = { permittedRoutes: ['dmh', 'eap', 'healthCoachingStart', 'digitalClinics'], eapActive: true };

describe('a digital clinic’s next steps', () => {
  it('offers each clinic its steps in order of fit', () => {
    expect(clinicSteps('sleep', all)).toEqual([
      { step: 'clinician', href: '/dmh' },
      { step: 'healthCoach', href: '/health-coaching/start' },
      { step: 'callback', href: '/eap#eap-callback' },
    ]);
    expect(clinicSteps('physiotherapy', all).map((s) => s.step)).toEqual(['callback', 'healthCoach']);
    expect(clinicSteps('a-clinic-of-the-client', all).map((s) => s.step)).toEqual(['clinician', 'callback']);
  });

  it('leaves out what the client does not permit, and the call-back without an active assistance programme', () => {
    expect(clinicSteps('sleep', { permittedRoutes: ['eap'], eapActive: true }).map((s) => s.step)).toEqual(['callback']);
    expect(clinicSteps('sleep', { permittedRoutes: ['eap', 'dmh'], eapActive: false }).map((s) => s.step)).toEqual(['clinician']);
    expect(clinicSteps('dermatology', { permittedRoutes: ['dmh'], eapActive: true })).toEqual([]);
  });
});
