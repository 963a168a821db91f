import { scopeOf, type MemberScope, type SeedContext, type SeedMember } from '../db/seed-context';
import { officeOf, type Office } from '../locations/public';
import { insertProfile, type NewProfile } from './repository';

export function demoProfile(member: MemberScope, office: Office): NewProfile {
  return {
    clientId: member.clientId,
    userId: member.userId,
    bio: 'Enjoys long walks, sourdough baking and the odd park run.',
    gender: 'Prefer not to say',
    phone: '+44 20 7946 0958',
    educationLevel: 'Bachelor degree',
    placeOfBirth: 'Leeds',
    relationshipStatus: 'Married',
    dependants: '2',
    employmentStatus: 'Full time',
    jobType: 'Office based',
    occupation: 'Project manager',
    address: office.address,
    city: office.label.split(' – ')[0] ?? null,
    nextOfTheKinFullName: 'Jordan Member',
    nextOfTheKinPhone: '+44 20 7946 0123',
    gpName: 'Dr. Ellis, Riverside Practice',
    gpPhone: '+44 20 7946 0777',
    emailNotifications: true,
    pushNotifications: false,
    inactivePushesSent: 0,
  };
}

/** A profile for each member, living near their office. */
export async function seedProfiles(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  for (const member of members) await insertProfile(ctx.db, demoProfile(scopeOf(member), officeOf(member, member.manifest)));
}
