import { pageColumn, plainList } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MY_LIST_PRODUCT_IDS } from '@portal/contract/calls/my-list';
import { MyListToggle } from '../components/my-list-toggle';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PlayerState } from '@portal/contract/calls/content';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { usePageTitle } from '../../../components/page-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { formatDate } from '../../../lib/dates';
import type { PageProps } from '../../../lib/page';
import { savePlayerState, toggleSubscription, usePlayer, usePodcast } from '../api/podcasts';
import { useRecordRead } from '../hooks/use-record-read';
import { AudioPlayer } from '../components/audio-player';
import { parseServerTime } from '../utils/links';
import { clock, enqueue, playNow } from '../utils/player';
import { ActionOutcome, BackHome, MediaLoadFailed, MediaLoading, MediaRoute } from '../components/media-page';

const page = pageColumn({ gap: 4, maxWidth: '56rem', h2: 'xl' });

const header = css`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: 8rem minmax(0, 1fr);
  align-items: start;
  & img {
    width: 8rem;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${theme.radius.md};
  }
`;

const muted = css`
  margin: 0;
  color: ${theme.color.text.muted};
`;

const episodeList = css`
  ${plainList(3)}
  & > li {
    display: grid;
    gap: ${theme.space[2]};
    padding: ${theme.space[3]} 0;
    border-top: 1px solid ${theme.color.border.default};
  }
  & h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
`;

export function PodcastView({ id }: { readonly id: number }) {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const podcast = usePodcast(id);
  const player = usePlayer();
  const [chosen, setState] = useState<PlayerState | null>(null);
  const hydrated = useHydrated();
  const [playRequest, setPlayRequest] = useState(0);
  const [subscribeMessage, setSubscribeMessage] = useState('');
  const [failed, setFailed] = useState(false);
  const applied = useRef(false);
  const data = podcast.data;
  usePageTitle(data?.podcast.title ?? t`Podcast`);
  useRecordRead(data?.podcast);

  const change = (next: PlayerState, options: { readonly play?: boolean } = {}) => {
    setState(next);
    if (options.play) setPlayRequest((count) => count + 1);
    savePlayerState(next)
      .then(() => player.mutate({ success: true, player: next }, { revalidate: false }))
      .catch(() => setFailed(true));
  };

  // the member's saved player once, then ?play={episode} puts that episode first (seed 001 section 2)
  useEffect(() => {
    if (applied.current || !data || !player.data) return;
    applied.current = true;
    const saved = player.data.player;
    const wanted = Number(search.get('play'));
    const episode = data.episodes.find((candidate) => candidate.id === wanted);
    if (episode) change(playNow(saved, episode));
    else setState(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when both have loaded
  }, [data, player.data]);

  if ((podcast.error && !data) || (player.error && !player.data)) {
    return (
      <MediaLoadFailed
        styles={page}
        heading={t`Podcast`}
        missing={podcast.error?.status === 404}
        missingTitle={<Trans>This podcast is not available.</Trans>}
        errorMessage={<Trans>We could not load this podcast.</Trans>}
        onRetry={() => {
          void podcast.mutate();
          void player.mutate();
        }}
      />
    );
  }
  // the saved player as it is, at once (so a first view drawn on the server shows the podcast), unless ?play= puts
  // an episode first, which the effect above saves before the page shows it
  const playsOnOpen = data?.episodes.some((episode) => episode.id === Number(search.get('play'))) ?? false;
  const state = chosen ?? (player.data && !playsOnOpen ? player.data.player : null);
  if (!data || !state) {
    return <MediaLoading styles={page} label={t`Loading the podcast`} />;
  }

  const subscribe = async () => {
    setFailed(false);
    try {
      const reply = await toggleSubscription(id);
      const subscribed = reply.msg === 'Successfully subscribed';
      await podcast.mutate({ ...data, subscribed }, { revalidate: false });
      setSubscribeMessage(subscribed ? t`Successfully subscribed` : t`Successfully unsubscribed`);
    } catch {
      setFailed(true);
    }
  };

  return (
    <article css={page}>
      <BackHome />
      <div css={header}>
        {data.podcast.thumbnail ? <img src={data.podcast.thumbnail} alt="" /> : <span />}
        <div>
          <h1>{data.podcast.title}</h1>
          {data.podcast.subtitle ? <p css={muted}>{data.podcast.subtitle}</p> : null}
          {data.podcast.description ? <p>{data.podcast.description}</p> : null}
          <div css={row}>
            <Button
              variant={data.subscribed ? 'secondary' : 'primary'}
              aria-pressed={data.subscribed}
              onClick={subscribe}
            >
              {data.subscribed ? <Trans>Unsubscribe</Trans> : <Trans>Subscribe</Trans>}
            </Button>
            <MyListToggle
              productId={MY_LIST_PRODUCT_IDS.podcast}
              contentId={data.podcast.id}
              mediaType="podcast"
            />
          </div>
        </div>
      </div>
      <ActionOutcome failed={failed} notice={subscribeMessage} />
      <AudioPlayer state={state} onChange={change} playRequest={playRequest} />
      <section aria-labelledby="episodes">
        <h2 id="episodes">{t`Episodes`}</h2>
        {data.episodes.length === 0 ? (
          <p css={muted}>{t`No episodes yet. Please check back soon.`}</p>
        ) : (
          <ul css={episodeList}>
            {data.episodes.map((episode) => {
              const published = parseServerTime(episode.published_at);
              const queued = state.queue.some((item) => item.id === episode.id);
              return (
                <li key={episode.id}>
                  <h3>{episode.title}</h3>
                  <p css={muted}>
                    {/* the date in the browser's time zone, which the server does not know: after hydration */}
                    {hydrated && published !== null ? `${formatDate(published, 'longDate', i18n.locale)} · ` : null}
                    {clock(episode.duration)}
                  </p>
                  {episode.description ? <p>{episode.description}</p> : null}
                  <div css={row}>
                    <Button
                      size="sm"
                      aria-label={t`Play ${episode.title}`}
                      onClick={() => change(playNow(state, episode), { play: true })}
                    >
                      <Trans>Play</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={queued}
                      aria-label={t`Add ${episode.title} to your queue`}
                      onClick={() => change(enqueue(state, episode))}
                    >
                      {queued ? <Trans>In your queue</Trans> : <Trans>Add to queue</Trans>}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </article>
  );
}

/**
 * A podcast at /sound-space/:id (seed 001): its episodes, the subscribe toggle, and the member's audio player,
 * whose queue and position the server keeps across pages and visits; ?play={episode} plays that episode.
 */
export default function PodcastPage(_props: PageProps) {
  return <MediaRoute view={PodcastView} />;
}
