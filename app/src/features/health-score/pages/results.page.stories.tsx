import type { Meta } from '@storybook/react-vite';
import { getHealthScore } from '@portal/contract/calls/health-score';
import { pageStories } from '../../../../../.storybook/page-story';

const meta = { title: 'Pages/Health Score/Results', tags: ['page', '!autodocs'] } satisfies Meta;
export default meta;

/** Base64 of UTF-8 text, as the server sends an outcome's description. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

// a German member's score: the server names the outcome and describes it in German (health-score/copy.ts)
const page = pageStories('healthScoreResults', {
  german: [
    [
      getHealthScore,
      {
        success: true,
        score: 72,
        outcome: 'Eher positiv',
        outcome_description: base64('Sie gehen gut mit dem Alltagsdruck um. Nehmen Sie sich weiter Zeit für das, was Ihnen Kraft gibt.'),
      },
    ],
  ],
});
export const Loaded = page.Loaded;
export const Loading = page.Loading;
export const Empty = page.Empty;
export const Error = page.Error;
export const German = page.German;
