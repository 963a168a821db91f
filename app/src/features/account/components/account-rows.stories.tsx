import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator } from '../../../../../.storybook/app-decorator';
import { AccountRow, Value } from './account-row';
import { DobRow } from './dob-row';
import { MembershipRow } from './membership-row';

const saved = () => Promise.resolve();

const meta = {
  title: 'App/Account/Rows',
  tags: ['app'],
  decorators: [AppDecorator],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <AccountRow label="Email">
        <Value>aoife.byrne@example.com</Value>
      </AccountRow>
      <DobRow dob="1990-05-17" onSaved={saved} />
      <MembershipRow value="NW-004512" onSaved={saved} />
    </div>
  ),
};

export const Empty: Story = {
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <DobRow dob={null} onSaved={saved} />
      <MembershipRow value={null} onSaved={saved} />
    </div>
  ),
};
