import type { Meta } from '@storybook/react-vite';
import { pageStories } from '../../../../../.storybook/page-story';

const meta = { title: 'Pages/Health Score/Results', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

const page = pageStories('healthScoreResults');
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
