import { pageColumn } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MY_LIST_PRODUCT_IDS } from '@portal/contract/calls/my-list';
import { useState } from 'react';
import type { ClassStatus, ContentItem } from '@portal/contract/calls/content';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';
import { usePageTitle } from '../../../components/page-title';
import { formatDate } from '../../../lib/dates';
import type { PageProps } from '../../../lib/page';
import { setReminderOf, toggleFavouriteOf, useContentItem } from '../api/content-item';
import { MyListToggle } from '../components/my-list-toggle';
import { useClassStatus } from '../hooks/use-class-status';
import { useRecordRead } from '../hooks/use-record-read';
import { embedHtml } from '../utils/article-html';
import { parseServerTime } from '../utils/links';
import { ActionOutcome, BackHome, MediaLoadFailed, MediaLoading, MediaRoute, mediaFrame } from '../components/media-page';

const page = pageColumn({ gap: 4, maxWidth: '56rem' });

const frame = css`
  position: relative;
  ${mediaFrame}
`;

const start = css`
  position: absolute;
  inset: auto 0 ${theme.space[4]} 0;
  display: flex;
  justify-content: center;
`;

const liveBadge = css`
  display: inline-block;
  padding: 2px ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.feedback.danger.bg};
  color: ${theme.color.feedback.danger.text};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  letter-spacing: 0.04em;
`;

const muted = css`
  margin: 0;
  color: ${theme.color.text.muted};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;
`;

function When({ item, status }: { readonly item: ContentItem; readonly status: ClassStatus }) {
  const { i18n } = useLingui();
  const startsAt = parseServerTime(item.start);
  const endsAt = parseServerTime(item.end);
  if (status === 'not_started' && startsAt !== null) {
    const when = formatDate(startsAt, 'dateTime', i18n.locale);
    return (
      <p css={muted}>
        <Trans>Starts {when}</Trans>
      </p>
    );
  }
  if (status === 'live' && endsAt !== null) {
    const until = formatDate(endsAt, 'time', i18n.locale);
    return (
      <p css={muted}>
        <Trans>Live until {until}</Trans>
      </p>
    );
  }
  return null;
}

/** The class's video: its file in the page's own player, or its embed code in an iframe. */
function Player({ item, title }: { readonly item: ContentItem; readonly title: string }) {
  const embed = embedHtml(item.embed_video);
  if (embed) return <div css={frame} data-testid="class-embed" dangerouslySetInnerHTML={{ __html: embed }} />;
  if (!item.url) return null;
  return (
    <div css={frame}>
      <video src={item.url} controls autoPlay preload="metadata" aria-label={title} />
    </div>
  );
}

export function ClassView({ id }: { readonly id: number }) {
  const { t } = useLingui();
  const query = useContentItem(id);
  const item = query.data?.item;
  const status = useClassStatus(item);
  useRecordRead(item);
  const [watching, setWatching] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [failed, setFailed] = useState(false);
  usePageTitle(item?.title ?? t`Class`);

  const act = async (
    change: (item: ContentItem) => Promise<Partial<ContentItem>>,
    done: (next: ContentItem) => string,
  ) => {
    if (!item || !query.data) return;
    setBusy(true);
    setFailed(false);
    try {
      const next = { ...item, ...(await change(item)) };
      await query.mutate({ ...query.data, item: next }, { revalidate: false });
      setNotice(done(next));
    } catch {
      setFailed(true);
      setNotice('');
    } finally {
      setBusy(false);
    }
  };

  if (query.error && !item) {
    return (
      <MediaLoadFailed
        styles={page}
        heading={t`Class`}
        missing={query.error.status === 404}
        missingTitle={<Trans>This class is not available.</Trans>}
        errorMessage={<Trans>We could not load this class.</Trans>}
        onRetry={() => query.mutate()}
      />
    );
  }
  if (!item || !status) {
    return <MediaLoading styles={page} label={t`Loading the class`} />;
  }

  const favourite = item.favourited === true;
  const reminded = item.reminder_set === true;
  const canWatch = status !== 'not_started' && Boolean(item.url || embedHtml(item.embed_video));
  return (
    <article css={page}>
      <BackHome />
      <div>
        {status === 'live' ? <span css={liveBadge}>{t`LIVE`}</span> : null}
        <h1>{item.title}</h1>
        {item.subtitle ? <p css={muted}>{item.subtitle}</p> : null}
        <When item={item} status={status} />
      </div>
      {watching && canWatch ? (
        <Player item={item} title={item.title} />
      ) : (
        <div css={frame}>
          {item.thumbnail ? <img src={item.thumbnail} alt="" /> : null}
          {canWatch ? (
            <div css={start}>
              <Button onClick={() => setWatching(true)}>
                {status === 'live' ? <Trans>Live Now</Trans> : <Trans>Watch Now</Trans>}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <div css={actions}>
        {status === 'not_started' ? (
          <Button
            variant={reminded ? 'secondary' : 'primary'}
            aria-pressed={reminded}
            disabled={busy}
            iconStart={<Icon name="bell" />}
            onClick={() =>
              act(
                async (current) => {
                  await setReminderOf(current, !reminded);
                  return { reminder_set: !reminded };
                },
                (next) => (next.reminder_set ? t`Reminder set` : t`Reminder cancelled`),
              )
            }
          >
            {reminded ? <Trans>Cancel reminder</Trans> : <Trans>Set reminder</Trans>}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          aria-pressed={favourite}
          disabled={busy}
          onClick={() =>
            act(
              async (current) => ({ favourited: await toggleFavouriteOf(current) }),
              (next) => (next.favourited ? t`Added to your favourites` : t`Removed from your favourites`),
            )
          }
        >
          {favourite ? <Trans>Remove from favourites</Trans> : <Trans>Add to favourites</Trans>}
        </Button>
        {item.schedule_type ? (
          <MyListToggle
            productId={item.schedule_type === 'studio' ? MY_LIST_PRODUCT_IDS.studio : MY_LIST_PRODUCT_IDS.gym}
            contentId={item.id}
            mediaType="video"
          />
        ) : null}
      </div>
      <ActionOutcome failed={failed} notice={notice} />
      {item.description ? <p>{item.description}</p> : null}
    </article>
  );
}

/**
 * A studio or gym class, a training plan or a video (seed 001 sections 2 to 4): status from the times with the
 * LIVE badge, a reminder before the start, Live Now while live, Watch Now after, and the favourite.
 */
export default function VideoClassPage(_props: PageProps) {
  return <MediaRoute view={ClassView} />;
}
