import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator } from '../../../../../.storybook/app-decorator';
import ContentSourcesPage from './content-sources';

const meta = {
  title: 'App/Content/Content sources',
  component: ContentSourcesPage,
  tags: ['app'],
  decorators: [AppDecorator],
} satisfies Meta<typeof ContentSourcesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
