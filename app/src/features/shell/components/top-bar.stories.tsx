import type { Meta, StoryObj } from '@storybook/react-vite';
import { getNav } from '@portal/contract/calls/shell';
import { AppDecorator, exampleReply } from '../../../../../.storybook/app-decorator';
import { navInLanguage, storyLanguage } from '../../../../../.storybook/server-text';
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
  // the menu as get-nav labels it in the toolbar's language
  render: (args, { globals }) => <TopBar {...args} menuItems={navInLanguage(args.menuItems, storyLanguage(globals))} />,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {};

export const NothingUnread: Story = { args: { unreadCount: 0 } };

/** The top navigation under the bar, from get-nav. */
export const TopNavigation: Story = {
  render: (_args, { globals }) => <Navigation items={navInLanguage([...nav.nav, ...nav.nav_elements], storyLanguage(globals))} label={storyLanguage(globals) === 'de' ? 'Hauptmenü' : 'Main'} />,
};
