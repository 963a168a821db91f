/**
 * The demo people of the development identity provider, four members and three staff per demo client. docs/demo-identities.md
 * lists them; they exist only where the development provider runs (never with OIDC_ISSUER set).
 */

export const DEMO_PASSWORD = 'Wellbeing-Demo-2024';

export interface DemoIdentity {
  /** the provider's subject, stored as users.sso_subject */
  readonly sub: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly clientId: string;
  /** seeded as a member; false: signs in at the provider and then sees the registration form */
  readonly registered: boolean;
  readonly employerAdmin: boolean;
  readonly dob: string;
  /** coach or clinician accounts (issue 12): their workspace instead of the member pages */
  readonly staffRoles?: readonly ('coach' | 'clinician' | 'support')[];
  /** the email address proved by its verification link; default true (the admin's is not, to show the resend) */
  readonly emailVerified?: boolean;
}

/** The demo identities of the given clients, in a stable order. */
export function demoIdentities(clientIds: readonly string[]): DemoIdentity[] {
  const members: DemoIdentity[] = clientIds.flatMap((clientId) => [
    { sub: `${clientId}-member`, email: `member@${clientId}.example`, givenName: 'Alex', familyName: 'Member', clientId, registered: true, employerAdmin: false, dob: '1988-04-12' },
    { sub: `${clientId}-admin`, email: `admin@${clientId}.example`, givenName: 'Sam', familyName: 'Admin', clientId, registered: true, employerAdmin: true, dob: '1979-09-30', emailVerified: false },
    { sub: `${clientId}-new`, email: `new@${clientId}.example`, givenName: 'Robin', familyName: 'Newcomer', clientId, registered: false, employerAdmin: false, dob: '1995-01-20' },
  ]);
  // after every member, so the members' user ids stay what they were before staff accounts existed
  const staff: DemoIdentity[] = clientIds.flatMap((clientId) => [
    { sub: `${clientId}-coach`, email: `coach@${clientId}.example`, givenName: 'Aoife', familyName: 'Brennan', clientId, registered: true, employerAdmin: false, dob: '1985-03-01', staffRoles: ['coach'] },
    { sub: `${clientId}-clinician`, email: `clinician@${clientId}.example`, givenName: 'Jonas', familyName: 'Clinician', clientId, registered: true, employerAdmin: false, dob: '1980-06-15', staffRoles: ['clinician'] },
    // support staff: signs in as a member of this client to help them (/login-as, decision 0240)
    { sub: `${clientId}-support`, email: `support@${clientId}.example`, givenName: 'Maya', familyName: 'Support', clientId, registered: true, employerAdmin: false, dob: '1990-02-11', staffRoles: ['support'] },
  ]);
  // members at every stage of coaching (coaching/demo-journeys.ts), after everyone else so earlier user ids stay
  const coachees: DemoIdentity[] = clientIds.flatMap((clientId) => [
    { sub: `${clientId}-coachee`, email: `coachee@${clientId}.example`, givenName: 'Jamie', familyName: 'Coachee', clientId, registered: true, employerAdmin: false, dob: '1990-07-08' },
  ]);
  return [...members, ...staff, ...coachees];
}

export function findDemoIdentity(identities: readonly DemoIdentity[], login: string): DemoIdentity | undefined {
  const wanted = login.trim().toLowerCase();
  return identities.find((identity) => identity.email === wanted || identity.sub === wanted);
}
