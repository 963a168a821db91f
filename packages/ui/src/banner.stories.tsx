import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { Banner } from './banner';
import { Button } from './button';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { tone: 'info', title: 'Your session starts in 10 minutes', children: 'You can join the meeting room 5 minutes early.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const AllTones: Story = {
  render: () => (
    <div css={css`display: grid; gap: 12px; max-width: 640px;`}>
      <Banner tone="info" toneLabel="Information:" title="Download the app">
        Book and join sessions from your phone.
      </Banner>
      <Banner tone="success" toneLabel="Success:" title="Thank you for registering">
        We have sent the joining link to your email.
      </Banner>
      <Banner tone="warning" toneLabel="Warning:" title="Please allow camera and microphone permissions and refresh the page." />
      <Banner
        tone="danger"
        toneLabel="Error:"
        title="Something went wrong."
        actions={
          <Button size="sm" variant="secondary">
            Try again
          </Button>
        }
      >
        If it keeps happening, contact support on 0800 123 4567.
      </Banner>
    </div>
  ),
};

export const Dismissible: Story = {
  args: { tone: 'success', title: 'Your booking has been cancelled.', children: undefined, onDismiss: () => undefined, dismissLabel: 'Dismiss' },
};
