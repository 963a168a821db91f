import type { Db, Member } from '../core/types';
import { findCompleted, saveCompleted } from './repository';

/** A member who never answered the Insights questionnaire has not completed it. */
export async function hasCompletedInsights(db: Db, member: Member): Promise<boolean> {
  return (await findCompleted(db, member)) ?? false;
}

/** Recorded when the member finishes the questionnaire (the Insights area calls this). */
export async function markInsightsCompleted(db: Db, member: Pick<Member, 'clientId' | 'userId'>, completed = true): Promise<void> {
  await saveCompleted(db, member, completed);
}
