import { TextArea } from '../components/write-form';
import { AdminList } from '../components/admin-table';
import { useId, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { ARTICLE_BODY_EMPTY_MESSAGE, CUSTOM_ARTICLE_NOT_FOUND } from '@portal/contract/calls/admin';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { FormField } from '@portal/ui/form-field';
import { TextField } from '@portal/ui/text-field';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { RowSkeleton } from '../../../components/skeletons';
import { ApiError } from '../../../lib/api';
import { deleteCustomArticle, publishCustomArticle, useCustomArticles } from '../api/custom-articles';
import { AdminPage } from '../components/admin-page';
import { Section, SectionHeading } from '../components/admin-styles';
import { articleHtml } from '../utils/article-html';
import { AnnouncementsSection } from '../components/announcements-section';
import { EmployerEventsSection } from '../components/employer-events-section';
import { DraftsSection } from '../components/drafts-section';
import { TakeDownButtons, TakeDownDialog, type TakeDown } from '../components/take-down-dialog';
import { unpublishCustomArticle, useRefreshAfterTakeDown } from '../api/content-drafts';
import { formatDate } from '../../../lib/dates';

const Stack = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 48rem;
`;

/** /admin/custom-content: articles the employer writes for its own members, published at once, unpublished (kept as a draft) or deleted at will. */
export default function CustomContentPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Custom Content`);
  const articles = useCustomArticles();
  const bodyId = useId();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{
    tone: 'success' | 'danger';
    text: string;
    articleId?: number;
  } | null>(null);
  const [pending, setPending] = useState<TakeDown | null>(null);
  const refresh = useRefreshAfterTakeDown();

  const failure = (error: unknown) => {
    const known: Record<string, string> = {
      [ARTICLE_BODY_EMPTY_MESSAGE]: t`Please write the article: nothing readable is left once unsafe markup is removed.`,
      [CUSTOM_ARTICLE_NOT_FOUND]: t`This article does not exist.`,
    };
    return (
      (error instanceof ApiError ? known[error.err] : undefined) ?? t`Something went wrong. Please try again.`
    );
  };

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(title.trim() ? {} : { title: t`Please give the article a title.` }),
      ...(body.trim() ? {} : { body: t`Please write the article.` }),
    };
    setErrors(next);
    if (next.title || next.body) return;
    setBusy(true);
    setNotice(null);
    try {
      const reply = await publishCustomArticle({
        title: title.trim(),
        ...(summary.trim() ? { summary: summary.trim() } : {}),
        body: articleHtml(body),
      });
      setNotice({
        tone: 'success',
        text: t`“${reply.article.title}” is published to your members.`,
        articleId: reply.article.id,
      });
      setTitle('');
      setSummary('');
      setBody('');
    } catch (error) {
      setNotice({ tone: 'danger', text: failure(error) });
    } finally {
      setBusy(false);
      await articles.mutate();
    }
  };

  const takenDown = async (done: TakeDown) => {
    setPending(null);
    setNotice({
      tone: 'success',
      text:
        done.action === 'unpublish'
          ? t`“${done.title}” is no longer shown to your members. It is kept as a draft.`
          : t`“${done.title}” is deleted.`,
    });
    await Promise.all([articles.mutate(), refresh()]);
  };

  return (
    <AdminPage title={<Trans>Custom Content</Trans>}>
      <p css={{ margin: 0 }}>
        <Trans>
          Articles, announcements and events you publish here appear at once on your members' home, content
          and events pages, and only there: no other organisation sees them. Unpublish takes one down at once
          and keeps it as a draft; delete removes it for good.
        </Trans>
      </p>
      <div aria-live="polite">
        {notice ? (
          <Banner tone={notice.tone} role="none" toneLabel={notice.tone === 'danger' ? t`Error:` : undefined}>
            {notice.text}{' '}
            {notice.articleId ? (
              <Link to={pathTo('standaloneArticle', { id: String(notice.articleId) })}>
                <Trans>Read it as your members will</Trans>
              </Link>
            ) : null}
          </Banner>
        ) : null}
      </div>
      <Section aria-labelledby="write-heading">
        <SectionHeading id="write-heading">
          <Trans>Write an article</Trans>
        </SectionHeading>
        <Stack onSubmit={publish} noValidate>
          <TextField
            label={t`Title`}
            value={title}
            maxLength={120}
            required
            error={errors.title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextField
            label={t`Summary`}
            optionalLabel={t`(optional)`}
            value={summary}
            maxLength={300}
            onChange={(event) => setSummary(event.target.value)}
          />
          <FormField
            id={bodyId}
            label={t`Article text`}
            required
            error={errors.body}
            hint={t`Separate paragraphs with an empty line. You may use HTML for headings, lists, links, bold and italic; anything else is removed when you publish.`}
          >
            <TextArea
              id={bodyId}
              value={body}
              maxLength={20_000}
              required
              aria-invalid={errors.body ? true : undefined}
              onChange={(event) => setBody(event.target.value)}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={busy}>
              <Trans>Publish to members</Trans>
            </Button>
          </div>
        </Stack>
      </Section>
      <Section aria-labelledby="published-heading">
        <SectionHeading id="published-heading">
          <Trans>Published articles</Trans>
        </SectionHeading>
        <AdminList
          query={articles}
          items={(data) => data.articles}
          errorMessage={t`The articles could not be loaded.`}
          loading={<RowSkeleton label={t`Loading the articles`} rows={2} />}
          empty={{ icon: 'info', title: t`You have not published any article yet` }}
          columns={[<Trans>Title</Trans>, <Trans>Published</Trans>, <Trans>Actions</Trans>]}
        >
          {(rows) =>
            rows.map((article) => (
              <tr key={article.id} data-testid="custom-article-row">
                <th scope="row">
                  <Link to={pathTo('standaloneArticle', { id: String(article.id) })}>{article.title}</Link>
                </th>
                <td>{formatDate(article.published_at, 'shortDate', i18n.locale)}</td>
                <td>
                  <TakeDownButtons
                    title={article.title}
                    onTakeDown={(action) =>
                      setPending({
                        action,
                        kind: 'article',
                        title: article.title,
                        run: () =>
                          (action === 'unpublish' ? unpublishCustomArticle : deleteCustomArticle)(article.id),
                      })
                    }
                  />
                </td>
              </tr>
            ))
          }
        </AdminList>
        <TakeDownDialog takeDown={pending} onClose={() => setPending(null)} onDone={takenDown} />
      </Section>
      <AnnouncementsSection />
      <EmployerEventsSection />
      <DraftsSection />
    </AdminPage>
  );
}
