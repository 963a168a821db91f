import type { Meta } from '@storybook/react-vite';
import { getHomeContent } from '@portal/contract/calls/content';
import type { CallResponse } from '@portal/contract/define-call';
import { examples } from '@portal/contract/examples';
import { pageStories } from '../../../../../.storybook/page-story';

const meta = { title: 'Pages/Content/All courses', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

type Listing = CallResponse<typeof getHomeContent>;
const example = examples[getHomeContent.path]!.reply as Listing;
const TITLES = ['Sleep better in six weeks', 'Calm under pressure', 'Eating well at work', 'Back to running', 'Mindful mornings', 'Money and mind'];

// The contract example is one item of a 14-item list with a next page on every page: the grid loads the next
// page whenever its last cards scroll into view, so how many cards a screenshot caught depended on timing (and
// on the full-page shot's taller viewport). One whole page of six courses, and no next page, is what every
// run shows.
const courses: Listing = {
  ...example,
  data: TITLES.map((title, index) => ({ ...example.data[0]!, id: 101 + index, title, type: 'courses' })),
  meta: { pagination: { current_page: 1, per_page: 6, total_pages: 1, total: TITLES.length, has_next_page: false, has_prev_page: false } },
};

const page = pageStories('allCourses', { calls: [[getHomeContent, courses]] });
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
