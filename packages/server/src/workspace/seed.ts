import type { Db } from '../core/types';
import type { SeedContext } from '../db/seed-context';
import { findUserBySubject } from '../identity/public';
import { CLINICIANS } from '../bookings/public';
import { listClinicians as listDmhClinicians } from '../dmh/public';
import { listClinicians as listKitClinicians } from '../blood-test/public';
import { linkStaff } from '../video/public';
import { firstCoachOf } from '../coaching/public';
import { linkCoachAccount } from './repository';

/** coach@<client>.example answers for the client's first mental health coach (coaching/seed.ts seeds Aoife first). */
export async function seedCoachAccounts(ctx: SeedContext): Promise<void> {
  for (const manifest of ctx.clients) {
    const user = await findUserBySubject(ctx.db, manifest.id, `${manifest.id}-coach`);
    const coachId = await firstCoachOf(ctx.db, manifest.id, 'mental_health');
    if (user && coachId !== undefined) await linkCoachAccount(ctx.db, { clientId: manifest.id, userId: user.id, coachId });
    await linkClinicAccount(ctx.db, manifest.id);
  }
}

/**
 * clinician@<client>.example answers for every clinician its client's clinic bookings name: the digital mental
 * health clinicians (DMH-<id>), the blood-test consultation clinicians (KIT-<id>) and the demo bookings' video and
 * audio clinicians, so it sees and joins those rooms from the other side.
 */
export async function linkClinicAccount(db: Db, clientId: string): Promise<void> {
  const user = await findUserBySubject(db, clientId, `${clientId}-clinician`);
  if (!user) return;
  const refs = [
    ...(await listDmhClinicians(db, clientId, null)).map((c) => `DMH-${c.id}`),
    ...(await listKitClinicians(db, clientId, null)).map((c) => `KIT-${c.id}`),
    CLINICIANS.video.id,
    CLINICIANS.audio.id,
  ];
  for (const staffRef of refs) await linkStaff(db, { clientId, userId: user.id, staffRef });
}

export async function linkFirstCoach(db: Db, clientId: string, userId: number): Promise<void> {
  const coachId = await firstCoachOf(db, clientId, 'mental_health');
  if (coachId !== undefined) await linkCoachAccount(db, { clientId, userId, coachId });
}
