import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator } from '../../../../../.storybook/app-decorator';
import { LoginAsBanner } from './login-as-banner';

const meta = {
  title: 'App/Shell/Login-as banner',
  component: LoginAsBanner,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { layout: 'fullscreen' },
  args: { memberName: 'Alex Member', staffName: 'Maya Support', onEnd: () => undefined },
} satisfies Meta<typeof LoginAsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above every page while support staff are signed in as a member. */
export const SignedInAsMember: Story = {};

/** A long name wraps; End stays reachable. */
export const LongNames: Story = { args: { memberName: 'Alexandra Konstantinopoulou-Whitfield', staffName: 'Maximiliane von Support-Brennan' } };

/** Ending failed: the reason beside the button. */
export const EndFailed: Story = { args: { error: 'Something went wrong. Please try again.' } };
