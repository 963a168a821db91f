import type { Meta, StoryObj } from '@storybook/react-vite';
import { getNav } from '@portal/contract/calls/shell';
import { AppDecorator, exampleReply } from '../../../../../.storybook/app-decorator';
import { Navigation } from './navigation';
import { TopBar } from './top-bar';

const nav = exampleReply(getNav);
const menuItems = [...nav.nav, ...nav.nav_elements, ...nav.side_nav];

const meta = {
  title: 'App/Shell/Top bar',
  component: TopBar,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { layout: 'fullscreen' },
  args: { menuItems, unreadCount: 1, bookingsPanel: null, notificationsPanel: null },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {};

export const NothingUnread: Story = { args: { unreadCount: 0 } };

/** The top navigation under the bar, from get-nav. */
export const TopNavigation: Story = {
  render: () => <Navigation items={[...nav.nav, ...nav.nav_elements]} label="Main" />,
};
