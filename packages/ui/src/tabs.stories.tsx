import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';
import { Tabs } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Notifications',
    fitted: true,
    items: [
      { id: 'unread', label: 'Unread', panel: <EmptyState icon="bell" title="You don't have any new notifications." /> },
      { id: 'read', label: 'Read', panel: <p>Your session is confirmed.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fitted: Story = {};
export const Inline: Story = { args: { fitted: false, label: 'Bookings', items: [
  { id: 'upcoming', label: 'Upcoming', panel: <p>3 upcoming sessions</p> },
  { id: 'past', label: 'Past', panel: <p>2 past sessions</p> },
] } };
