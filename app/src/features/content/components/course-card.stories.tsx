import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContentItem } from '@portal/contract/calls/content';
import { getMyList } from '@portal/contract/calls/my-list';
import { thumbnail } from '@portal/ui/internal/story-fixtures';
import { AppDecorator, answer } from '../../../../../.storybook/app-decorator';
import { CourseCard } from './course-card';
import { MyListToggle } from './my-list-toggle';

const course = (id: number, title: string, completed: number, total: number, channel = 'course'): ContentItem => ({
  id,
  title,
  subtitle: 'Course',
  type: 'courses',
  source: channel,
  thumbnail: thumbnail(id),
  details: { channel, completed_modules: completed, total_modules: total },
});

const meta = {
  title: 'App/Content/Course card',
  component: CourseCard,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: {
    app: { answers: [answer(getMyList, {}, { success: true, data: [{ id: 1, product_id: 4, content_id: 3, media_type: 'course' }] })] },
  },
  args: { item: course(1, 'Stress Less in Four Weeks', 1, 4), href: '/course/1', as: 'div' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <CourseCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

/** A title over 26 characters is cut on the card; screen readers hear all of it. */
export const LongTitle: Story = {
  args: { item: course(2, 'Be Calm: Breathing Through a Busy Day', 0, 3, 'be_calm'), href: '/be-calm/2' },
};

/** The my-list toggle beside a course: on the list, and not yet. */
export const MyList: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <MyListToggle productId={4} contentId={3} />
      <MyListToggle productId={17} contentId={9} />
    </div>
  ),
};
