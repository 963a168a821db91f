import type { Meta } from '@storybook/react-vite';
import { pageStories } from '../../../../../.storybook/page-story';
import { challengePageCalls } from './challenges.story-calls';

const meta = { title: 'Pages/Challenges/Fitness connected', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

// The provider's return with a code and state: loading is the spinner while the return is checked, error the
// seed's alert, and loaded (the contract example: fitness activity granted) goes on to /challenges.
const page = pageStories('fitnessConnected', {
  search: '?code=4%2F0AbCdEf&scope=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fgooglehealth.activity_and_fitness.readonly&state=n8Qf2.1796169600.Zr0c',
  calls: challengePageCalls,
});
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
