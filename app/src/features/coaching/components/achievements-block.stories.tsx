import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAchievementsData, type Achievement } from '@portal/contract/calls/achievements';
import { AppDecorator, answer } from '../../../../../.storybook/app-decorator';
import { AchievementsBlock } from './achievements-block';

const badge = (id: number, title: string, subTitle: string, icon: string, colour: string, reward: Pick<Achievement, 'reward_type' | 'reward_amount'>): Achievement => ({
  id,
  title,
  sub_title: subTitle,
  description: `${subTitle}.`,
  icon,
  colour,
  ...reward,
  seen_by_user: true,
  achieved_by_user: true,
});

const earned: Achievement[] = [
  badge(1, 'First step', 'Session booked', 'calendar', '#2f6f5e', { reward_type: 'trees', reward_amount: 1 }),
  badge(6, 'Checking in', 'First check-in', 'heart', '#b03a2e', { reward_type: 'bottles', reward_amount: 5 }),
  badge(2, 'Off the mark', 'First task done', 'check', '#1f5f8b', { reward_type: 'bottles', reward_amount: 10 }),
  badge(7, 'Three in a row', '3-day streak', 'flame', '#b3471d', { reward_type: 'bottles', reward_amount: 20 }),
];

const meta = {
  title: 'App/Coaching/Achievements block',
  component: AchievementsBlock,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: {
    app: { answers: [answer(getAchievementsData, {}, { success: true, achievements: earned, trees: 1, bottles: 35, streak_days: 3 })] },
  },
} satisfies Meta<typeof AchievementsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four badges earned and celebrated: the totals with their plurals, the streak and the recent badges. */
export const Earned: Story = {};

/** A member who has not earned a badge yet. */
export const NoBadgesYet: Story = {
  parameters: { app: { answers: [answer(getAchievementsData, {}, { success: true, achievements: [], trees: 0, bottles: 0, streak_days: 0 })] } },
};

/** A badge earned since the member last looked: the celebration dialog over the block, until Continue. */
export const NewBadge: Story = {
  parameters: {
    app: {
      answers: [
        answer(getAchievementsData, {}, { success: true, achievements: [...earned.slice(0, 3), { ...earned[3]!, seen_by_user: false }], trees: 1, bottles: 35, streak_days: 3 }),
      ],
    },
  },
};
