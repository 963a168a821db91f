import type { Meta } from '@storybook/react-vite';
import { pageStories } from '../../../../../.storybook/page-story';

// the same module also serves healthCoachingBook, cancerCoachingBook
const meta = { title: 'Pages/Coaching/Book coach', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

const page = pageStories('mentalHealthCoachingBook');
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
