// The public face of the achievements domain: what other domains may import. Everything else in achievements/ is its own.
export { achievementById } from './catalogue';
export { countAwards } from './repository';
export { earnedAchievements, rewardTotals } from './service';
