import { plural } from '@lingui/core/macro';

/** "1 tree" · "3 trees" (the text differs except for a count of 1, seed 002 section 9). */
export const treesText = (count: number) => plural(count, { one: '# tree', other: '# trees' });

/** "1 bottle" · "12 bottles". */
export const bottlesText = (count: number) => plural(count, { one: '# bottle', other: '# bottles' });

/** "1 day in a row" · "4 days in a row": the check-in streak. */
export const streakText = (count: number) => plural(count, { one: '# day in a row', other: '# days in a row' });

/** A badge's reward: "+1 tree", "+10 bottles". */
export const rewardText = (type: 'trees' | 'bottles', amount: number) =>
  type === 'trees' ? plural(amount, { one: '+# tree', other: '+# trees' }) : plural(amount, { one: '+# bottle', other: '+# bottles' });
