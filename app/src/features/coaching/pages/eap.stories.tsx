import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator } from '../../../../../.storybook/app-decorator';
import EapPage from './eap';

const meta = {
  title: 'App/Coaching/Employee Assistance Programme',
  component: EapPage,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { app: { path: '/eap' } },
} satisfies Meta<typeof EapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contacts, live chat unavailable, the callback request, online services, the anonymous-use note and the crisis box. */
export const Contacts: Story = {};
