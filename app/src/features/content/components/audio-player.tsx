import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { PlayerState } from '@portal/contract/calls/content';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { savePlayerOnLeave } from '../api/podcasts';
import { clock, dequeue, playNext } from '../utils/player';
import { plainList } from '../../../components/page-styles';

/** How often a playing episode's position is saved, so a closed tab loses at most this much. */
export const SAVE_EVERY_SECONDS = 5;

const box = css`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.sunken};
  & h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  & audio {
    width: 100%;
  }
`;

const queueList = css`
  ${plainList(2)}
  & > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    align-items: center;
    justify-content: space-between;
  }
`;

const muted = css`
  margin: 0;
  color: ${theme.color.text.muted};
`;

export interface AudioPlayerProps {
  readonly state: PlayerState;
  /** a new queue, episode or position: the page saves it on the server */
  readonly onChange: (next: PlayerState, options?: { readonly play?: boolean }) => void;
  /** counts the member's Play presses (and episodes that follow an ended one): each one starts playback */
  readonly playRequest: number;
}

/**
 * The member's audio player: the episode playing, its queue, and the position, which it saves on pause, every
 * few seconds while playing, when the episode ends, and when the member leaves the page or closes the tab.
 */
export function AudioPlayer({ state, onChange, playRequest }: AudioPlayerProps) {
  const { t } = useLingui();
  const audio = useRef<HTMLAudioElement>(null);
  const latest = useRef(state);
  const savedAt = useRef(state.position);
  // the element's time counts only once it has loaded and sought to the saved position; before that it reads 0
  const position = useRef(state.position);
  const loaded = useRef(false);
  latest.current = state;
  const current = state.queue.find((episode) => episode.id === state.current_episode_id);

  const withPosition = (): PlayerState => ({ ...latest.current, position: position.current });

  /** Once the element knows the episode's length: to the saved position, from where its time counts. */
  const seekToSaved = (element: HTMLAudioElement) => {
    if (latest.current.position > 0) element.currentTime = latest.current.position;
    loaded.current = true;
  };

  useEffect(() => {
    loaded.current = false;
    position.current = latest.current.position;
    // drawn on the server, the element may have loaded its metadata before the app hydrated it and listened
    if (audio.current && audio.current.readyState >= HTMLMediaElement.HAVE_METADATA) seekToSaved(audio.current);
  }, [state.current_episode_id]);

  useEffect(() => {
    if (playRequest > 0) audio.current?.play().catch(() => undefined);
  }, [playRequest, state.current_episode_id]);

  useEffect(() => {
    const leave = () => savePlayerOnLeave(withPosition());
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      if (latest.current.current_episode_id !== null) leave();
    };
  }, []);

  return (
    <section css={box} aria-labelledby="audio-player">
      <h2 id="audio-player">{t`Now playing`}</h2>
      {current ? (
        <>
          <p>
            <strong>{current.title}</strong> · {current.podcast_title}
          </p>
          {state.position > 0 ? (
            <p css={muted}>
              <Trans>Resumes at {clock(state.position)}</Trans>
            </p>
          ) : null}
          <audio
            key={current.id}
            ref={audio}
            src={current.audio_url}
            controls
            preload="auto"
            aria-label={t`Player: ${current.title}`}
            data-testid="audio-player"
            onLoadedMetadata={(event) => seekToSaved(event.currentTarget)}
            onTimeUpdate={(event) => {
              if (!loaded.current) return;
              const now = event.currentTarget.currentTime;
              position.current = now;
              if (Math.abs(now - savedAt.current) >= SAVE_EVERY_SECONDS) {
                savedAt.current = now;
                onChange({ ...latest.current, position: now });
              }
            }}
            onPause={(event) => {
              if (event.currentTarget.ended || !loaded.current) return;
              position.current = event.currentTarget.currentTime;
              savedAt.current = position.current;
              onChange({ ...latest.current, position: position.current });
            }}
            onEnded={() => onChange(playNext(latest.current), { play: true })}
          />
        </>
      ) : (
        <p css={muted}>{t`Choose an episode to play.`}</p>
      )}
      {state.queue.length > 0 ? (
        <>
          <h3>{t`Your queue`}</h3>
          <ol css={queueList}>
            {state.queue.map((episode) => (
              <li key={episode.id}>
                <span>
                  {episode.title} · {episode.podcast_title}
                  {episode.id === state.current_episode_id ? <span css={muted}> ({t`playing`})</span> : null}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t`Remove ${episode.title} from your queue`}
                  onClick={() => onChange(dequeue(withPosition(), episode.id))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
