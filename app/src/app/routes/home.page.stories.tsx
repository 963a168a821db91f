import type { Meta } from '@storybook/react-vite';
import { getHomeContent } from '@portal/contract/calls/content';
import type { CallResponse } from '@portal/contract/define-call';
import { contentItemExamples, examples } from '@portal/contract/examples';
import { pageStories } from '../../../../.storybook/page-story';

const meta = { title: 'Pages/Home/Home', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

type Listing = CallResponse<typeof getHomeContent>;
const example = examples[getHomeContent.path]!.reply as Listing;

// The carousels show a row each: the contract's fuller page of content (six items, so one page and no next).
const content = { ...example, data: contentItemExamples } as Listing;

const page = pageStories('home', { calls: [[getHomeContent, content]] });
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
