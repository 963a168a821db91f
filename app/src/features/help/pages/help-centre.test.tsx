import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFaqs, getHelpVersion, recordFaqView, type FaqItem } from '@portal/contract/calls/help';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { HelpCentre } from './help-centre';
import HelpCategoriesPage from './help-categories';

afterEach(() => vi.unstubAllGlobals());

const faq = (id: number, question: string, answerText: string, category = 'Account'): FaqItem => ({
  id,
  type: 'faq',
  category,
  question,
  answer: answerText,
  preview: answerText.slice(0, 100),
});

const ALL = [
  faq(1, 'How do I reset my password?', 'Choose Forgot password on the sign-in page.'),
  faq(2, 'Is it confidential?', 'Yes. Your employer never sees what you do.', 'Privacy'),
  faq(3, 'Who can use the portal?', 'Every employee can sign up.', 'Services'),
  faq(4, 'How long is data kept?', 'We keep health information for 7 years.', 'Privacy'),
];

function faqsServer() {
  return answer(getFaqs, (body) => {
    const search = String(body.search_string ?? '').toLowerCase();
    const found = ALL.filter(
      (item) => !search || `${item.question} ${item.answer}`.toLowerCase().includes(search),
    );
    return { success: true, articles: found.slice(0, Number(body.page_size)) };
  });
}

describe('help centre', () => {
  it('shows 3 questions with previews, then searches 10 at a time after the pause', async () => {
    const api = mockCalls([faqsServer(), answer(recordFaqView, { success: true })]);
    const user = userEvent.setup();
    renderFeature(<HelpCentre type="question" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Got a question for us?' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Frequently asked questions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Choose Forgot password on the sign-in page.')).toBeInTheDocument();
    expect(api.bodiesOf(getFaqs)[0]).toEqual({
      type: 'question',
      page: 1,
      page_size: 3,
      preview_length: 100,
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'PASS');
    // nothing is sent while the member is still typing
    expect(api.bodiesOf(getFaqs)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1), { timeout: 2000 });
    expect(api.bodiesOf(getFaqs).at(-1)).toEqual({
      type: 'question',
      page: 1,
      page_size: 10,
      preview_length: 100,
      search_string: 'PASS',
    });
    expect(api.bodiesOf(getFaqs)).toHaveLength(2);
  });

  it("says 'Sorry, no results for that search query.' and clears back to the first questions", async () => {
    mockCalls([faqsServer()]);
    const user = userEvent.setup();
    renderFeature(<HelpCentre type="question" />);
    await screen.findAllByRole('listitem');
    const box = screen.getByRole('searchbox', { name: 'Search questions' });
    await user.type(box, 'zebra');
    expect(
      await screen.findByText('Sorry, no results for that search query.', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3), { timeout: 2000 });
  });

  it("says 'Please enter a search query.' only once an empty search is sent, not before anything is typed", async () => {
    mockCalls([answer(getFaqs, { success: true, articles: [] })]);
    const user = userEvent.setup();
    renderFeature(<HelpCentre type="article" />);
    expect(await screen.findByText('There are no questions here yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a search query.')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search help articles' }), '   {Enter}');
    expect(await screen.findByText('Please enter a search query.')).toBeInTheDocument();
  });

  it('opens an item by keyboard and records its view once only', async () => {
    const api = mockCalls([faqsServer(), answer(recordFaqView, { success: true })]);
    const user = userEvent.setup();
    renderFeature(<HelpCentre type="question" />);
    const toggle = await screen.findByRole('button', { name: 'Is it confidential?' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await waitFor(() => expect(api.bodiesOf(recordFaqView)).toEqual([{ type: 'question', id: 2 }]));
  });

  it('offers to try again when the list fails to load', async () => {
    mockCalls([answer(getFaqs, { status: 500, body: { success: false, err: 'down' } })]);
    renderFeature(<HelpCentre type="question" />);
    expect(
      await screen.findByText('We could not load the help centre.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('help categories (the alternative help content set)', { timeout: 30_000 }, () => {
  it('filters case-insensitively, moves the matching category up and opens it', async () => {
    mockCalls([faqsServer(), answer(recordFaqView, { success: true })]);
    const user = userEvent.setup();
    renderFeature(<HelpCategoriesPage />);
    const first = await screen.findByRole('button', { name: 'Account' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.type(screen.getByRole('searchbox', { name: 'Filter questions and answers' }), 'YEARS');
    const privacy = screen.getByRole('button', { name: 'Privacy' });
    await waitFor(() => expect(privacy).toHaveAttribute('aria-expanded', 'true'), { timeout: 2000 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Privacy', 'Account', 'Services']);
    const questions = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(questions).toEqual(['How long is data kept?', 'Is it confidential?']);
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('prompts for a query only after an empty search is sent, says when nothing matches, and opens and closes an item', async () => {
    mockCalls([faqsServer(), answer(recordFaqView, { success: true })]);
    const user = userEvent.setup();
    renderFeature(<HelpCategoriesPage />);
    await screen.findByRole('button', { name: 'Account' });
    expect(screen.queryByText('Please enter a search query.')).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Filter questions and answers' });
    await user.type(search, 'zebra');
    expect(await screen.findByText('Sorry, no results for that search query.', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByText('Please enter a search query.')).toBeNull();
    await user.clear(search);
    await waitFor(() => expect(screen.queryByText('Sorry, no results for that search query.')).toBeNull(), { timeout: 2000 });
    expect(screen.queryByText('Please enter a search query.')).toBeNull();
    await user.type(search, '{Enter}');
    expect(await screen.findByText('Please enter a search query.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    const question = screen.getByRole('button', { name: 'How do I reset my password?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Choose Forgot password on the sign-in page.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Choose Forgot password on the sign-in page.')).toBeNull();
  });
});

describe("the help centre's version for members connected to the mental-health service (seed 003 section 1)", () => {
  const engagement = {
    points: 135,
    level: 2,
    next_level_at: 250,
    levels: [
      { level: 1, from: 0, rewards: [] },
      { level: 2, from: 100, rewards: [{ partner: 'Stride & Co', title: '15% off running shoes' }] },
      { level: 3, from: 250, rewards: [] },
      { level: 4, from: 500, rewards: [] },
    ],
  };

  it('adds the member\'s level and points, how points are earned and what each level unlocks', async () => {
    mockCalls([faqsServer(), answer(getHelpVersion, { success: true, version: 'mental_health', engagement })]);
    renderFeature(<HelpCentre type="question" />, { manifest: { permittedRoutes: ['dmhFaqs', 'challenges'] } });
    const guide = await screen.findByRole('region', { name: 'Engagement points and levels' });
    expect(within(guide).getByText(/You are at level 2 with 135 points from the last 30 days\. The next level starts at 250 points\./)).toBeInTheDocument();
    const earning = within(within(guide).getByRole('list', { name: 'How you earn points' })).getAllByRole('listitem');
    expect(earning.map((item) => item.textContent)).toEqual([
      'Walk 10,000 steps in a day10 points',
      'Join a challenge25 points',
      "Reach a challenge's goal50 points",
      'Open an article, video or podcast in the library (each once a day), or a help article for the first time5 points',
      'Attend an event30 points',
      'Complete a wellbeing check-in15 points',
    ]);
    const levels = within(guide).getByRole('list', { name: 'What each level unlocks' });
    expect(within(levels).getByText('Level 2, from 100 points (your level)').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(levels).getByText('Stride & Co: 15% off running shoes')).toBeInTheDocument();
    expect(within(levels).getAllByText('No rewards at this level.')).toHaveLength(3);
    expect(within(guide).getByRole('link', { name: 'See your points and claim your rewards' })).toHaveAttribute('href', '/challenges');
  });

  it('shows the plain help centre to everybody else, and on the help articles page', async () => {
    mockCalls([faqsServer(), answer(getHelpVersion, { success: true, version: 'standard', engagement: null })]);
    renderFeature(<HelpCentre type="question" />);
    await screen.findByRole('list', { name: 'Frequently asked questions' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Engagement points and levels' })).not.toBeInTheDocument());
  });
});
