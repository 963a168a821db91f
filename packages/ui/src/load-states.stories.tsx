import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Skeleton, SkeletonGroup } from './skeleton';

const column = css`
  display: grid;
  gap: 16px;
  max-width: 640px;
`;

// The one loading, empty and error-with-retry set: shown in every skin because every list and page uses it.
const meta = {
  title: 'Components/Load states',
  component: ErrorState,
  tags: ['composite'],
  args: {
    title: 'Your bookings could not be loaded.',
    toneLabel: 'Error:',
    retryLabel: 'Try again',
    onRetry: () => undefined,
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithRetry: Story = {};

export const ErrorWithDetail: Story = {
  args: {
    title: 'Something went wrong.',
    children: 'This page could not be loaded. Please check your connection and try again.',
  },
};

export const Loading: Story = {
  render: () => (
    <div css={column}>
      <SkeletonGroup label="Loading your bookings">
        <Skeleton height={112} />
        <Skeleton height={112} />
        <Skeleton height={112} />
      </SkeletonGroup>
    </div>
  ),
};

export const Empty: Story = {
  render: () => (
    <div css={column}>
      <EmptyState title="You don't have any upcoming sessions booked." />
    </div>
  ),
};
