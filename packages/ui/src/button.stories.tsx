import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { Button } from './button';
import { Icon } from './icon';

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Book a session', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Show all' } };

export const Variants: Story = {
  render: () => (
    <div css={row}>
      <Button>Join</Button>
      <Button variant="secondary">Location</Button>
      <Button variant="ghost">Show all</Button>
      <Button variant="danger">Cancel session</Button>
      <Button disabled>Accept</Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div css={row}>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Booking your session', children: 'Book session' },
};

export const WithIcons: Story = {
  render: () => (
    <div css={row}>
      <Button iconStart={<Icon name="video" />}>Join</Button>
      <Button variant="secondary" iconStart={<Icon name="map-pin" />}>
        Location
      </Button>
      <Button variant="ghost" iconEnd={<Icon name="arrow-right" />}>
        See all podcasts
      </Button>
    </div>
  ),
};

export const AsLink: Story = {
  render: () => (
    <Button href="#meeting-room" iconStart={<Icon name="video" />}>
      Join
    </Button>
  ),
};
