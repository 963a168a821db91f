import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { Badge } from './badge';
import { Icon, iconNames } from './icon';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Bookings', icon: 'calendar' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithUnreadDot: Story = {
  args: { label: 'Notifications', icon: 'bell', indicator: <Badge label="unread" /> },
};

export const Variants: Story = {
  render: () => (
    <div css={css`display: flex; gap: 12px;`}>
      <IconButton icon="search" label="Search" />
      <IconButton icon="chevron-right" label="Next" variant="secondary" />
      <IconButton icon="check" label="Done" variant="primary" />
      <IconButton icon="menu" label="Menu" showLabel />
    </div>
  ),
};

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 0;
  & > li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    padding: 16px 8px;
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface.raised};
    font-size: ${theme.font.size.sm};
  }
`;

export const IconSet: Story = {
  render: () => (
    <ul css={grid}>
      {iconNames.map((name) => (
        <li key={name}>
          <Icon name={name} size={28} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
