import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getArticle, getArticles } from '@portal/contract/calls/articles';
import type { ContentItem } from '@portal/contract/calls/content';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { ArticleView } from './article';

const base64 = (html: string) => btoa(String.fromCharCode(...new TextEncoder().encode(html)));

const card = (id: number, title: string): ContentItem => ({
  id,
  title,
  subtitle: 'Mind',
  description: `About ${title}`,
  thumbnail: null,
  type: 'articles',
  media: 'text',
});

const LIST = [
  card(7, 'Seven Habits for Better Sleep'),
  card(1, 'Hydration'),
  card(2, 'Boundaries'),
  card(3, 'Gratitude'),
  card(4, 'Loneliness'),
  card(5, 'Burnout'),
];

describe('standalone article', () => {
  it('shows the title, the decoded body, up to 4 other articles as Similar Content, and Back to /', async () => {
    const api = mockCalls([
      answer(getArticle, {
        success: true,
        article: {
          id: 7,
          title: 'Seven Habits for Better Sleep',
          body: base64(
            '<h2>Why it matters</h2><p>Schlaf ist wichtig – sleep matters.</p><script>window.bad = 1</script>',
          ),
          embed_code:
            '<iframe src="https://player.example/embed/1" title="Sleep video"></iframe><script>window.bad = 2</script>',
          featured_image: 'data:image/svg+xml,<svg/>',
          e_description: 'Small changes to your evening routine.',
          author: { author_name: 'The Wellbeing Team' },
        },
      }),
      answer(getArticles, { success: true, content: LIST }),
    ]);
    const user = userEvent.setup();
    const { router } = renderFeature(<ArticleView id={7} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seven Habits for Better Sleep' }),
    ).toBeInTheDocument();
    expect(api.bodiesOf(getArticle)).toEqual([{ article_id: 7 }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeInTheDocument();
    expect(screen.getByText('Schlaf ist wichtig – sleep matters.')).toBeInTheDocument();
    expect(screen.getByTitle('Sleep video').tagName).toBe('IFRAME');
    expect(document.querySelector('script')).toBeNull();
    expect((window as unknown as { bad?: number }).bad).toBeUndefined();

    const similar = screen.getByRole('complementary', { name: 'Similar Content' });
    const titles = await within(similar).findAllByRole('heading', { level: 3 });
    expect(titles.map((heading) => heading.textContent)).toEqual([
      'Hydration',
      'Boundaries',
      'Gratitude',
      'Loneliness',
    ]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
  }, 20_000);

  it('shows the featured image when there is no body, and the message when the article is not available', async () => {
    mockCalls([
      answer(getArticle, (body) =>
        body.article_id === 8
          ? {
              success: true,
              article: {
                id: 8,
                title: 'A video',
                body: null,
                featured_image: 'data:image/svg+xml,<svg/>',
                e_description: 'Watch this.',
              },
            }
          : { status: 404, body: { success: false, err: 'Please choose a valid article.' } },
      ),
      answer(getArticles, { success: true, content: [] }),
    ]);
    const first = renderFeature(<ArticleView id={8} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'A video' })).toBeInTheDocument();
    expect(screen.getByText('Watch this.')).toBeInTheDocument();
    expect(document.querySelector('img[src^="data:image/svg+xml"]')).not.toBeNull();
    expect(await screen.findByText('No similar content yet.')).toBeInTheDocument();
    first.unmount();

    renderFeature(<ArticleView id={999} />);
    expect(await screen.findByText('This article is not available.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Article' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  }, 20_000);

  it('shows the shared load error with Try again when the article fails to load, and no alert when it does not exist', async () => {
    let down = true;
    mockCalls([
      answer(getArticle, (body) =>
        body.article_id === 404
          ? { status: 404, body: { success: false, err: 'Please choose a valid article.' } }
          : down
            ? { status: 500, body: { success: false, err: 'down' } }
            : { success: true, article: { id: 9, title: 'Back again', body: null, featured_image: null, e_description: 'Hello.' } },
      ),
      answer(getArticles, { success: true, content: [] }),
    ]);
    const missing = renderFeature(<ArticleView id={404} />);
    expect(await screen.findByText('This article is not available.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    missing.unmount();

    renderFeature(<ArticleView id={9} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(/^Error:/);
    expect(alert).toHaveTextContent('We could not load this article.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back again' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 40_000);
});
