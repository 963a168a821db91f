import { achievementById, countAwards, earnedAchievements, rewardTotals } from '../achievements/public';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { listProgrammes } from './repository';

/** 80 bottles make 1 kg of plastic (seed 002 section 9). */
export const BOTTLES_PER_KG = 80;

/** The "all organisations" line of the top box, per language. */
const ALL_ORGANISATIONS: Record<string, string> = { en: 'All organisations', de: 'Alle Organisationen' };

/**
 * The impact page: the member's own bottles and trees (badge rewards), each badge as a contribution, and the
 * totals of the member's organisation and of all organisations since the organisation's programme began.
 */
export async function getImpactData(db: Db, member: MemberScope, organisation: string, language: string, now: Date) {
  const earned = await earnedAchievements(db, member, language, now);
  const yours = rewardTotals(earned.map(({ definition }) => ({ reward_type: definition.rewardType, reward_amount: definition.rewardAmount })));

  const [programmes, awards] = await Promise.all([listProgrammes(db), countAwards(db)]);
  const totals = new Map<string, { trees: number; bottles: number }>();
  const add = (clientId: string, trees: number, bottles: number) => {
    const current = totals.get(clientId) ?? { trees: 0, bottles: 0 };
    totals.set(clientId, { trees: current.trees + trees, bottles: current.bottles + bottles });
  };
  for (const p of programmes) add(p.clientId, p.openingTrees, p.openingBottles);
  for (const award of awards) {
    const definition = achievementById(award.achievementId);
    if (!definition) continue;
    const amount = definition.rewardAmount * award.n;
    add(award.clientId, definition.rewardType === 'trees' ? amount : 0, definition.rewardType === 'bottles' ? amount : 0);
  }
  const own = totals.get(member.clientId) ?? { trees: 0, bottles: 0 };
  const all = [...totals.values()].reduce((sum, t) => ({ trees: sum.trees + t.trees, bottles: sum.bottles + t.bottles }), { trees: 0, bottles: 0 });
  const programme = programmes.find((p) => p.clientId === member.clientId);
  const firstAward = earned[0]?.achievedAt;
  const since = programme?.since ?? (firstAward ?? now).toISOString().slice(0, 10);

  return {
    top_box: {
      since,
      items: [
        { title: organisation, trees: own.trees, bottles: own.bottles },
        { title: ALL_ORGANISATIONS[language] ?? ALL_ORGANISATIONS.en!, trees: all.trees, bottles: all.bottles },
      ],
    },
    your_items: earned.map(({ definition, title }) => ({
      icon: definition.icon,
      title,
      type: definition.rewardType,
      amount: definition.rewardAmount,
    })),
    total_trees: yours.trees,
    total_bottles: yours.bottles,
  };
}
