import type { Meta, StoryObj } from '@storybook/react-vite';
import { getNotifications, type Notification } from '@portal/contract/calls/notifications';
import { AppDecorator, answer, exampleReply } from '../../../../../.storybook/app-decorator';
import { NotificationsPanel } from './notifications-panel';

const example = exampleReply(getNotifications);
const [offer] = example.notifications as [Notification];
const notifications: Notification[] = [
  offer,
  { ...offer, id: 6, subject: 'Your session is confirmed', body: 'Video session with Dr Niamh Walsh on 2 March at 10:00.', readAt: null },
  { ...offer, id: 3, subject: 'Welcome to your wellbeing portal', body: 'Find sessions, articles and events in one place.', readAt: '2026-02-20 08:00:00' },
];

const meta = {
  title: 'App/Notifications/Notifications panel',
  component: NotificationsPanel,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { app: { answers: [answer(getNotifications, {}, { ...example, notifications })] } },
  args: { onNavigate: () => {} },
  // as wide as the top bar's drawer, where the shell shows it (App/Shell/Panels)
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <NotificationsPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};

export const NoNotifications: Story = {
  parameters: { app: { answers: [answer(getNotifications, {}, { ...example, notifications: [] })] } },
};
