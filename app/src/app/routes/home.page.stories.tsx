import type { Meta } from '@storybook/react-vite';
import { getHomeContent } from '@portal/contract/calls/content';
import type { CallResponse } from '@portal/contract/define-call';
import { examples } from '@portal/contract/examples';
import { pageStories } from '../../../../.storybook/page-story';

const meta = { title: 'Pages/Home/Home', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

type Listing = CallResponse<typeof getHomeContent>;
const example = examples[getHomeContent.path]!.reply as Listing;

// The contract example always has a next page: the home carousels load the next one whenever their last card
// comes into view, so how many cards a screenshot caught depended on timing (decision 0565). One whole page.
const onePage: Listing = {
  ...example,
  meta: { pagination: { current_page: 1, per_page: 6, total_pages: 1, total: example.data.length, has_next_page: false, has_prev_page: false } },
};

const page = pageStories('home', { calls: [[getHomeContent, onePage]] });
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
