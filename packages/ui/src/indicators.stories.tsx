import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { Avatar } from './avatar';
import { Badge } from './badge';
import { Spinner } from './spinner';
import { Skeleton, SkeletonGroup } from './skeleton';
import { StatusChip } from './status-chip';
import { EmptyState } from './empty-state';
import { Button } from './button';

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

const meta = {
  title: 'Components/Indicators',
  component: StatusChip,
  args: { children: 'Confirmed', tone: 'success' },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusChips: Story = {
  render: () => (
    <div css={row}>
      <StatusChip tone="success">Confirmed</StatusChip>
      <StatusChip tone="neutral">Event passed</StatusChip>
      <StatusChip tone="danger">Booking cancelled</StatusChip>
      <StatusChip tone="info">Registered</StatusChip>
      <StatusChip tone="warning">Waiting list</StatusChip>
    </div>
  ),
};

export const Badges: Story = {
  render: () => (
    <div css={row}>
      <span css={row}>
        Notifications <Badge label="unread" />
      </span>
      <span css={row}>
        Messages <Badge count={3} label="3 unread messages" />
      </span>
    </div>
  ),
};

export const Avatars: Story = {
  render: () => (
    <div css={row}>
      <Avatar name="Dr Amira Hassan" />
      <Avatar name="Tomás Reyes" size={56} />
      <Avatar name="Helen Okafor" size={32} />
    </div>
  ),
};

export const Spinners: Story = {
  render: () => (
    <div css={row}>
      <Spinner label="Loading" />
      <Spinner label="Loading" size={32} />
    </div>
  ),
};

export const Skeletons: Story = {
  render: () => (
    <SkeletonGroup label="Loading bookings">
      <div css={row}>
        <Skeleton shape="circle" width={48} height={48} />
        <div css={css`flex: 1;`}>
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" width="70%" />
        </div>
      </div>
      <Skeleton height={120} />
    </SkeletonGroup>
  ),
};

export const EmptyStates: Story = {
  render: () => (
    <div css={css`display: grid; gap: 24px; max-width: 420px;`}>
      <EmptyState title="You don't have any upcoming sessions booked." action={<Button variant="secondary">Book a session</Button>} />
      <EmptyState icon="bell" title="You don't have any new notifications." />
    </div>
  ),
};
