import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator } from '../../../../../.storybook/app-decorator';
import { RegistrationForm } from './registration-form';

const meta = {
  title: 'App/Auth/Registration form',
  component: RegistrationForm,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { app: { member: null } },
  args: {
    identity: { email: 'aoife.byrne@example.com', ssoId: 'sso-41', token: 'story-token', givenName: 'Aoife', familyName: 'Byrne' },
    onSignedIn: () => {},
    onNoUser: () => {},
  },
  render: (args) => (
    <div style={{ maxWidth: 480, margin: '0 auto' }}>
      <RegistrationForm {...args} />
    </div>
  ),
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {};

/** An identity without names: the member types them. */
export const Empty: Story = { args: { identity: { email: 'aoife.byrne@example.com', ssoId: 'sso-41', token: 'story-token' } } };
