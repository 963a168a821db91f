import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { getAppointments } from '@portal/contract/calls/bookings';
import { getNotifications } from '@portal/contract/calls/notifications';
import { getNav } from '@portal/contract/calls/shell';
import { AppDecorator, answer, exampleReply } from '../../../../.storybook/app-decorator';
import { BookingsPanel } from '../../features/bookings/components/bookings-panel';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';
import { TopBar } from '../../features/shell/components/top-bar';
import { openPanelAtom, type ShellPanel } from '../../state/panels';

const nav = exampleReply(getNav);

function Shell({ open }: { open: ShellPanel }) {
  const setPanel = useSetAtom(openPanelAtom);
  useEffect(() => setPanel(open), [open, setPanel]);
  return (
    <TopBar
      menuItems={[...nav.nav, ...nav.nav_elements, ...nav.side_nav]}
      unreadCount={1}
      bookingsPanel={<BookingsPanel onNavigate={() => {}} />}
      notificationsPanel={<NotificationsPanel onNavigate={() => {}} />}
    />
  );
}

/** The top bar's drawers as the shell composes them (shell-layout.tsx), with the contract's example data. */
const meta = {
  title: 'App/Shell/Panels',
  component: Shell,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: {
    layout: 'fullscreen',
    app: {
      answers: [
        answer(getAppointments, {}, exampleReply(getAppointments)),
        answer(getNotifications, {}, exampleReply(getNotifications)),
      ],
    },
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bookings: Story = { args: { open: 'bookings' } };
export const Notifications: Story = { args: { open: 'notifications' } };
export const Menu: Story = { args: { open: 'menu' } };
