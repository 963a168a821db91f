import type { Meta, StoryObj } from '@storybook/react-vite';
import { getFaqs, type FaqItem } from '@portal/contract/calls/help';
import { AppDecorator, answer, exampleReply } from '../../../../../.storybook/app-decorator';
import { faqsQuery, PAGE_SIZE_ALL, PREVIEW_LENGTH } from '../api/faqs';
import { HelpCentre } from './help-centre';
import HelpCategoriesPage from './help-categories';

const example = exampleReply(getFaqs).articles[0]!;
const items: FaqItem[] = [
  { ...example, category: 'Privacy and security' },
  {
    id: 7,
    type: 'faq',
    category: 'Your account',
    question: 'How do I reset my password?',
    answer: 'Choose Forgot password on the sign-in page and enter your email address.',
    preview: 'Choose Forgot password on the sign-in page and enter your email address.',
  },
  {
    id: 8,
    type: 'faq',
    category: 'Services and support',
    question: 'Does it cost me anything?',
    answer: 'No. Your employer pays for the portal and its services.',
    preview: 'No. Your employer pays for the portal and its services.',
  },
];

const meta = {
  title: 'App/Help/Help centre',
  component: HelpCentre,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { app: { answers: [answer(getFaqs, faqsQuery('question', ''), { success: true, articles: items })] } },
  args: { type: 'question' },
} satisfies Meta<typeof HelpCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {};

/** The client has nothing to show yet: 'There are no questions here yet.' (the search prompt comes only after an empty search is sent) */
export const Empty: Story = {
  parameters: { app: { answers: [answer(getFaqs, faqsQuery('question', ''), { success: true, articles: [] })] } },
};

/** Nothing answers: the loading skeleton. */
export const Loading: Story = { parameters: { app: { answers: [] } } };

export const Categories: Story = {
  render: () => <HelpCategoriesPage />,
  parameters: {
    app: {
      answers: [
        answer(
          getFaqs,
          { type: 'question', page: 1, page_size: PAGE_SIZE_ALL, preview_length: PREVIEW_LENGTH },
          { success: true, articles: items },
        ),
      ],
    },
  },
};
