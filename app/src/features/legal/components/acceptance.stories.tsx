import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator } from '../../../../../.storybook/app-decorator';
import { Acceptance } from './acceptance';

const meta = {
  title: 'App/Legal/Acceptance',
  component: Acceptance,
  tags: ['app'],
  decorators: [AppDecorator],
  args: { kind: 'pp' },
} satisfies Meta<typeof Acceptance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {};

export const Terms: Story = { args: { kind: 'tc' } };
