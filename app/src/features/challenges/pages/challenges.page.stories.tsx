import type { Meta } from '@storybook/react-vite';
import { pageStories } from '../../../../../.storybook/page-story';
import { challengePageCalls } from './challenges.story-calls';

const meta = { title: 'Pages/Challenges/Challenges', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

// the fitness calls have no contract examples: the story answers them (challenges.story-calls.ts)
const page = pageStories('challenges', { calls: challengePageCalls });
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
