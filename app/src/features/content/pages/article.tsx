import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { EmptyState } from '@portal/ui/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { MY_LIST_PRODUCT_IDS } from '@portal/contract/calls/my-list';
import { MyListToggle } from '../components/my-list-toggle';
import { LoadError } from '../../../components/panel-states';
import { CardRowSkeleton, TextSkeleton } from '../../../components/skeletons';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { useArticle, useArticles } from '../api/articles';
import { useRecordRead } from '../hooks/use-record-read';
import { ContentCard } from '../components/content-card';
import { articleBodyHtml, embedHtml } from '../utils/article-html';
import { contentItemHref } from '../utils/links';
import { BackHome, MediaRoute, mediaFrame } from '../components/media-page';
import { plainList } from '../../../components/page-styles';

/** Seed 003 section 2.4: the side list shows up to 4 articles. */
export const SIMILAR_COUNT = 4;

const layout = css`
  display: grid;
  gap: ${theme.space[6]};
  padding-bottom: ${theme.space[7]};
  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

const main = css`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
  & > h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
`;

const frame = mediaFrame;

const prose = css`
  line-height: 1.6;
  & h2 {
    font-size: ${theme.font.size.xl};
    margin: ${theme.space[5]} 0 ${theme.space[2]};
  }
  & p {
    margin: 0 0 ${theme.space[3]};
  }
  & img {
    max-width: 100%;
    height: auto;
  }
`;

const muted = css`
  margin: 0;
  color: ${theme.color.text.muted};
`;

const side = css`
  display: grid;
  gap: ${theme.space[3]};
  & > h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const sideList = plainList(3);

function SimilarContent({ currentId }: { readonly currentId: number }) {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const articles = useArticles();
  const similar = (articles.data?.content ?? [])
    .filter((item) => item.id !== currentId)
    .slice(0, SIMILAR_COUNT);
  let body;
  if (articles.error && !articles.data) {
    body = <p css={muted}>{t`We could not load similar content.`}</p>;
  } else if (!articles.data) {
    body = <CardRowSkeleton label={t`Loading similar content`} count={2} />;
  } else if (similar.length === 0) {
    body = <p css={muted}>{t`No similar content yet.`}</p>;
  } else {
    body = (
      <ul css={sideList}>
        {similar.map((item) => (
          <ContentCard
            key={item.id}
            as="li"
            headingLevel={3}
            item={item}
            href={contentItemHref(item, manifest.permittedRoutes)}
          />
        ))}
      </ul>
    );
  }
  return (
    <aside css={side} aria-labelledby="similar-content">
      <h2 id="similar-content">{t`Similar Content`}</h2>
      {body}
    </aside>
  );
}

/** The standalone article (seed 003 section 2.4): title, video, body or featured image, description. */
export function ArticleView({ id }: { readonly id: number }) {
  const { t } = useLingui();
  const article = useArticle(id);
  const data = article.data?.article;
  usePageTitle(data?.title ?? t`Article`);
  // the page opens articles and videos of the library: either counts as read
  useRecordRead(data ? { id: data.id, type: data.video_url ? 'videos' : 'articles' } : undefined);

  let content;
  if (article.error && !data) {
    // the page keeps a heading of its own when the article cannot be shown
    content = (
      <>
        <h1>{t`Article`}</h1>
        {article.error.status === 404 ? (
          <EmptyState icon="info" title={<Trans>This article is not available.</Trans>} />
        ) : (
          <LoadError
            message={<Trans>We could not load this article.</Trans>}
            onRetry={() => article.mutate()}
          />
        )}
      </>
    );
  } else if (!data) {
    content = <TextSkeleton label={t`Loading the article`} lines={6} />;
  } else {
    const embed = embedHtml(data.embed_code);
    const body = articleBodyHtml(data.body);
    const image = data.featured_image ?? data.image_url;
    content = (
      <>
        <h1>{data.title}</h1>
        {data.author ? <p css={muted}>{t`By ${data.author.author_name}`}</p> : null}
        <div>
          <MyListToggle
            productId={MY_LIST_PRODUCT_IDS.article}
            contentId={data.id}
            mediaType={data.video_url || embed ? 'video' : 'article'}
          />
        </div>
        {embed ? (
          <div css={frame} data-testid="article-embed" dangerouslySetInnerHTML={{ __html: embed }} />
        ) : data.video_url ? (
          <div css={frame}>
            <video src={data.video_url} controls preload="metadata" aria-label={data.title} />
          </div>
        ) : null}
        {body ? (
          <div css={prose} data-testid="article-body" dangerouslySetInnerHTML={{ __html: body }} />
        ) : image ? (
          <div css={frame}>
            <img src={image} alt="" />
          </div>
        ) : null}
        {data.e_description && !body ? <p>{data.e_description}</p> : null}
      </>
    );
  }

  return (
    <div css={layout}>
      <article css={main} aria-busy={article.isLoading || undefined}>
        <BackHome />
        {content}
      </article>
      <SimilarContent currentId={id} />
    </div>
  );
}

/** /article/:id and /stand-alone-article/:id; an id that is not a number is not a page. */
export default function ArticlePage() {
  return <MediaRoute view={ArticleView} />;
}
