import type { Meta } from '@storybook/react-vite';
import { getAchievementsData } from '@portal/contract/calls/achievements';
import { examples } from '@portal/contract/examples';
import { pageStories } from '../../../../../.storybook/page-story';

// the same module also serves healthCoaching, cancerCoaching
const meta = { title: 'Pages/Coaching/Coaching home', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

// every badge already celebrated: the page itself, not the dialog over it (the celebration has its own story,
// App/Coaching/Achievements block, New badge)
const achievements = examples[getAchievementsData.path]!.reply as { achievements: { seen_by_user: boolean }[] };
const seen = { ...achievements, achievements: achievements.achievements.map((badge) => ({ ...badge, seen_by_user: true })) };
const page = pageStories('mentalHealthCoaching', { calls: [[getAchievementsData, seen]] });
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
