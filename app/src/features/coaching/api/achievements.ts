import { getAchievementsData, getAllAchievements, markAchievementSeen } from '@portal/contract/calls/achievements';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

/** The achievements block: badges earned, reward totals and the streak; read once per visit of the page. */
export function useAchievementsData() {
  return useCall(getAchievementsData, {}, { revalidateOnFocus: false, revalidateOnMount: true });
}

/** Every badge, for the all-achievements modal (null waits until it opens). */
export function useAllAchievements(open: boolean) {
  return useCall(getAllAchievements, open ? {} : null);
}

export const markSeen = (achievementId: number) => callApi(markAchievementSeen, { achievement_id: achievementId });
