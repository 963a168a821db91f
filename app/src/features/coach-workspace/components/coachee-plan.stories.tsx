import type { Meta, StoryObj } from '@storybook/react-vite';
import { getCoacheePlan } from '@portal/contract/calls/workspace';
import { AppDecorator, answer } from '../../../../../.storybook/app-decorator';
import { CoacheePlan } from './coachee-plan';

const SID = 'CH0123456789abcdef0123456789abcdef';
const task = (id: number, title: string, extra: object = {}) => ({
  id,
  title,
  icon: null,
  completed: false,
  disabled: false,
  target_date: false as const,
  recurring_type: null,
  has_widget: null,
  ...extra,
});

const plan = {
  success: true,
  goals: [
    {
      id: 1,
      title: 'Sleep better',
      img: null,
      progress: 33,
      milestones: [
        {
          id: 11,
          title: 'Build an evening routine',
          icon: null,
          disabled: false,
          completed: false,
          tasks: [
            task(101, 'Learn the 4-4-6 breath', { target_date: '2026-03-02' }),
            task(102, 'Write down what keeps you awake', { completed: true, target_date: '2026-02-27' }),
            task(103, 'Evening reflection', { recurring_type: 'daily', has_widget: 'journal' }),
          ],
        },
        { id: 12, title: 'Keep it going', icon: null, disabled: true, completed: false, tasks: [task(104, 'Review your sleep with your coach', { disabled: true })] },
      ],
    },
  ],
  orphans: [task(201, 'Bonus: a five-minute stretch', { target_date: '2026-03-10' })],
};

const meta = {
  title: 'App/Coach workspace/Coachee plan',
  component: CoacheePlan,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { app: { answers: [answer(getCoacheePlan, { conversation_sid: SID }, plan)] } },
  args: { conversationSid: SID },
  render: (args) => (
    <div style={{ maxWidth: 960, padding: 16 }}>
      <CoacheePlan {...args} />
    </div>
  ),
} satisfies Meta<typeof CoacheePlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A coachee mid-programme: a goal with an open and a locked milestone, and a bonus task. */
export const MidProgramme: Story = {};

/** A new coachee: nothing set yet. */
export const Empty: Story = {
  parameters: { app: { answers: [answer(getCoacheePlan, { conversation_sid: SID }, { success: true, goals: [], orphans: [] })] } },
};
