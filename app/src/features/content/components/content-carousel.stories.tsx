import type { Meta, StoryObj } from '@storybook/react-vite';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import * as v from 'valibot';
import { contentItemSchema, getHomeContent } from '@portal/contract/calls/content';
import { contentItemExamples, examples } from '@portal/contract/examples';
import { routeNames } from '@portal/manifest/routes';
import { thumbnail } from '@portal/ui/internal/story-fixtures';
import { AppDecorator, answerKey } from '../../../../../.storybook/app-decorator';
import { CAROUSEL_PAGE_SIZE } from '../api/home-content';
import { ContentCard } from './content-card';
import { ContentCarousel } from './content-carousel';

// The examples' thumbnails point at the server's media; stories draw their own so screenshots never wait on it.
const items = contentItemExamples.map((item, index) => ({ ...v.parse(contentItemSchema, item), thumbnail: thumbnail(index) }));
const listing = examples[getHomeContent.path]!.reply as { meta: { pagination: Record<string, unknown> } };
const page = { success: true, data: items, meta: { pagination: { ...listing.meta.pagination, total: items.length, total_pages: 1, has_next_page: false } } };
// the first page's key as useHomeContent builds it for a videos carousel without tags, search or location
const firstPage = [getHomeContent.path, 'carousel', { type: 'videos', tags: [], search_term: '', page: 1, pageSize: CAROUSEL_PAGE_SIZE }];

const meta = {
  title: 'App/Content/Carousel and cards',
  component: ContentCarousel,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { app: { answers: [answerKey(infiniteKey(() => firstPage), [page])] } },
  args: { type: 'videos', title: 'Videos', permittedRoutes: routeNames, viewMoreHref: '/content/videos' },
} satisfies Meta<typeof ContentCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Carousel: Story = {};

/** Nothing answers: the carousel's loading row. */
export const Loading: Story = { parameters: { app: { answers: [] } } };

export const Card: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <ContentCard item={items[1]!} href="/video/13" />
    </div>
  ),
};
