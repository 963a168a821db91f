import type { Meta } from '@storybook/react-vite';
import { pageStories } from '../../../../../.storybook/page-story';

// the same module also serves layaCourse, mindfulness
const meta = { title: 'Pages/Content/Course', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

const page = pageStories('course');
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
