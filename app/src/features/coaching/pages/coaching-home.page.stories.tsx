import type { Meta } from '@storybook/react-vite';
import { pageStories } from '../../../../../.storybook/page-story';

// the same module also serves healthCoaching, cancerCoaching
const meta = { title: 'Pages/Coaching/Coaching home', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

const page = pageStories('mentalHealthCoaching');
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
