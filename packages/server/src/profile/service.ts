import type { UserProfile, UserSettings } from '@portal/contract/calls/settings';
import type { Db, Member } from '../core/types';
import { findDob, findProfile, type ProfileRow } from './repository';

export const DEFAULT_SETTINGS: UserSettings = {
  email_notifications: true,
  push_notifications: false,
  inactive_pushes_sent: 0,
};

/** The date of birth lives on the account (users.dob), so the profile and account page never disagree. */
export function toUserProfile(row: ProfileRow | undefined, dob: string | null): UserProfile {
  return {
    image_url: row?.imageUrl ?? null,
    bio: row?.bio ?? null,
    dob,
    gender: row?.gender ?? null,
    phone: row?.phone ?? null,
    education_level: row?.educationLevel ?? null,
    place_of_birth: row?.placeOfBirth ?? null,
    relationship_status: row?.relationshipStatus ?? null,
    dependants: row?.dependants ?? null,
    employment_status: row?.employmentStatus ?? null,
    job_type: row?.jobType ?? null,
    occupation: row?.occupation ?? null,
    address: row?.address ?? null,
    city: row?.city ?? null,
    county: row?.county ?? null,
    postal_code: row?.postalCode ?? null,
    disability: row?.disability ?? null,
    disability_specify: row?.disabilitySpecify ?? null,
    next_of_the_kin_full_name: row?.nextOfTheKinFullName ?? null,
    next_of_the_kin_phone: row?.nextOfTheKinPhone ?? null,
    gp_name: row?.gpName ?? null,
    gp_phone: row?.gpPhone ?? null,
  };
}

export function toUserSettings(row: ProfileRow | undefined): UserSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    email_notifications: row.emailNotifications,
    push_notifications: row.pushNotifications,
    inactive_pushes_sent: row.inactivePushesSent,
  };
}

export async function getUserProfile(
  db: Db,
  member: Member,
): Promise<{ user_profile: UserProfile; user_settings: UserSettings }> {
  const [row, dob] = await Promise.all([
    findProfile(db, member.clientId, member.userId),
    findDob(db, member.clientId, member.userId),
  ]);
  return { user_profile: toUserProfile(row, dob), user_settings: toUserSettings(row) };
}
