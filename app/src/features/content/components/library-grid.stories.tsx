import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContentItem } from '@portal/contract/calls/content';
import { thumbnail } from '@portal/ui/internal/story-fixtures';
import { AppDecorator } from '../../../../../.storybook/app-decorator';
import { LibraryGrid } from './library-grid';

const items: ContentItem[] = [
  { id: 1, title: 'Seven Habits for Better Sleep', subtitle: 'Sleep', type: 'articles', thumbnail: thumbnail(1) },
  { id: 2, title: 'The Calm Commute', subtitle: 'Weekly podcast', type: 'podcasts', thumbnail: thumbnail(2) },
  {
    id: 3,
    title: 'Be Calm: Breathing Through a Busy Day',
    subtitle: 'Be Calm course',
    type: 'courses',
    source: 'be_calm',
    thumbnail: thumbnail(3),
    details: { channel: 'be_calm', completed_modules: 1, total_modules: 3 },
  },
  { id: 4, title: 'Berry Overnight Oats', subtitle: 'Breakfast', type: 'recipes', thumbnail: thumbnail(4) },
  { id: 5, title: 'Ten-Minute Desk Stretch', subtitle: 'Move between meetings', type: 'videos', thumbnail: thumbnail(5) },
  { id: 6, title: 'Stress Less in Four Weeks', subtitle: 'Course', type: 'courses', thumbnail: thumbnail(6), details: { channel: 'course', completed_modules: 0, total_modules: 4 } },
];

const meta = {
  title: 'App/Content/Library grid',
  component: LibraryGrid,
  tags: ['app'],
  decorators: [AppDecorator],
  args: { items, total: 39, hasMore: true, loadingMore: false, onLoadMore: () => undefined, label: 'Library results' },
} satisfies Meta<typeof LibraryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 6 with Load more, the keyboard's way to the next page. */
export const FirstPage: Story = {};

/** Every page loaded: no Load more. */
export const AllLoaded: Story = { args: { total: 6, hasMore: false } };
