import type { Meta, StoryObj } from '@storybook/react-vite';
import { getImpactData } from '@portal/contract/calls/impact';
import { AppDecorator, answer } from '../../../../../.storybook/app-decorator';
import ImpactPage from './impact';

const meta = {
  title: 'App/Coaching/Your impact',
  component: ImpactPage,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: {
    app: {
      path: '/total-mental-health/your-impact',
      answers: [
        answer(
          getImpactData,
          {},
          {
            success: true,
            top_box: {
              since: '2025-11-03',
              items: [
                { title: 'Harbour Mutual', trees: 58, bottles: 1_585 },
                { title: 'All organisations', trees: 412, bottles: 12_960 },
              ],
            },
            your_items: [
              { icon: 'calendar', title: 'First step', type: 'trees', amount: 1 },
              { icon: 'check', title: 'Off the mark', type: 'bottles', amount: 10 },
              { icon: 'stairs', title: 'Momentum', type: 'trees', amount: 2 },
              { icon: 'journal', title: 'Dear diary', type: 'bottles', amount: 10 },
            ],
            total_trees: 3,
            total_bottles: 20,
          },
        ),
      ],
    },
  },
} satisfies Meta<typeof ImpactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's trees and bottles drawn, the organisations' totals since the programme began, the contributions. */
export const WithRewards: Story = {};
