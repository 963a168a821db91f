import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  saveSessionFeedback,
  ROOM_CLOSED_MESSAGE,
  ROOM_NOT_FOUND_MESSAGE,
  ROOM_NOT_OPEN_MESSAGE,
} from '@portal/contract/calls/meeting-room';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { usePageTitle } from '../../../components/page-title';
import { callApi } from '../../../lib/api';
import type { PageProps } from '../../../lib/page';
import { connectRoom } from '../adapters/connect';
import type { MediaState, RoomConnection, RoomEvent } from '../adapters/types';
import { CallControls, CameraIcon, MicrophoneIcon } from '../components/call-controls';
import { useRoomToken } from '../api/room-token';
import { DeviceTest } from '../components/device-test';
import { EffectPicker } from '../components/effect-picker';
import { useBackgroundEffect } from '../hooks/use-background-effect';
import { FeedbackModal, type FeedbackAnswers } from '../components/feedback-modal';
import { VideoTile } from '../components/video-tile';
import { WaitingRoom } from '../components/waiting-room';
import { useDevices } from '../hooks/use-devices';
import { logRoomEvent } from '../utils/log-event';
import { formatDuration, isEarly, showsFeedback, type GeneralStatus, type RoomState } from '../utils/room';

const page = css`
  display: grid;
  gap: ${theme.space[5]};
  max-width: 1100px;
  margin: 0 auto;
  padding: ${theme.space[5]} ${theme.space[4]};
`;
const statusArea = css`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.sunken};
  p {
    margin: 0;
  }
`;
const stage = css`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: minmax(0, 3fr) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const tile = css`
  position: relative;
`;
// the other side's camera is off: their name over a calm surface instead of black frames
const cameraOffCover = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.sunken};
  color: ${theme.color.text.default};
  text-align: center;
  & svg {
    width: 2rem;
    height: 2rem;
  }
`;
const chip = css`
  position: absolute;
  left: ${theme.space[2]};
  bottom: ${theme.space[2]};
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radius.button};
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.default};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
  & svg {
    width: 1rem;
    height: 1rem;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

type Phase = 'waiting' | 'test' | 'active' | 'ended';

function roomStateOf(phase: Phase): RoomState {
  return phase === 'waiting' || phase === 'test' ? 'test' : phase;
}

/**
 * /booking-video-room/:booking_id/:tests? (seed 000 sections 2, 4 and 7; seed 002 'Video room' and 'Meeting'):
 * the waiting room while early, the device test, the call, and the ended screen with the feedback modal.
 * The member and the booking's coach or clinician open the same page.
 */
export default function MeetingRoomPage(_props: PageProps) {
  const bookingId = useParams().booking_id ?? '';
  // a new booking is a new room: nothing of the last one's state carries over
  return <MeetingRoom key={bookingId} bookingId={bookingId} />;
}

export function MeetingRoom({ bookingId }: { bookingId: string }) {
  const { t } = useLingui();
  usePageTitle(t`Meeting room`);
  const navigate = useNavigate();
  const room = useRoomToken(bookingId);
  const devices = useDevices();
  const effects = useBackgroundEffect(devices.stream);
  const localStream = effects.stream;
  const [now, setNow] = useState(() => Date.now());
  // the bookings list comes with the page (decision 0870): a booking that has started opens on the device test at
  // once, on the server as in the browser, rather than after an effect
  const [phase, setPhase] = useState<Phase>(() => (room.startsAt !== null && !isEarly(room.startsAt, now) ? 'test' : 'waiting'));
  const [status, setStatus] = useState<GeneralStatus>('waiting');
  const [connecting, setConnecting] = useState(false);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [duration, setDuration] = useState(0);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [feedbackSent, setFeedbackSent] = useState(false);
  const [media, setMedia] = useState<MediaState>({ audio: true, video: true });
  const [remoteMedia, setRemoteMedia] = useState<MediaState>({ audio: true, video: true });
  const mediaRef = useRef(media);
  mediaRef.current = media;
  const connection = useRef<RoomConnection | null>(null);
  const startedAt = useRef<number | null>(null);
  const otherJoined = useRef(false);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  const early = room.startsAt !== null && isEarly(room.startsAt, now);
  useEffect(() => {
    if (phase !== 'waiting') return undefined;
    if (room.startsAt !== null && !early) {
      setPhase('test');
      return undefined;
    }
    if (room.loading) return undefined;
    if (room.startsAt === null) {
      setPhase('test');
      return undefined;
    }
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [phase, early, room.startsAt, room.loading]);

  const end = useCallback(
    (final: GeneralStatus) => {
      if (phaseRef.current === 'ended') return;
      setStatus('ending session');
      connection.current?.disconnect();
      connection.current = null;
      devices.stop();
      const length = startedAt.current === null ? 0 : Date.now() - startedAt.current;
      if (startedAt.current !== null)
        logRoomEvent('appointment-end', {
          booking_id: bookingId,
          side: room.side,
          length: Math.round(length / 1000),
        });
      setDuration(length);
      setRemote(null);
      setPhase('ended');
      setStatus(final);
      if (showsFeedback(length) && room.side === 'member') setFeedbackOpen(true);
    },
    [bookingId, devices, room.side],
  );

  const onEvent = useCallback(
    (event: RoomEvent) => {
      // whoever arrived second hears no arrival of the first: a stream from them shows they are there
      const joined = () => {
        if (otherJoined.current) return;
        otherJoined.current = true;
        logRoomEvent('coach-participation', { booking_id: bookingId, side: room.side });
      };
      switch (event.type) {
        case 'remote-stream':
          joined();
          setRemote(event.stream);
          setStatus('connected');
          return;
        case 'participant-joined':
          joined();
          return;
        case 'remote-media':
          setRemoteMedia(event.media);
          return;
        case 'participant-left':
          if (otherJoined.current) end('disconnected');
          return;
        case 'disconnected':
          end('disconnected');
          return;
      }
    },
    [bookingId, end, room.side],
  );

  // Join Meeting before the token arrived: the room connects as soon as polling brings it
  useEffect(() => {
    if (phase !== 'active' || !room.token || !localStream || connection.current || connecting) return;
    setConnecting(true);
    connectRoom({ token: room.token, roomName: room.roomName, localStream, onEvent })
      .then((opened) => {
        if (phaseRef.current !== 'active') {
          opened.disconnect();
          return;
        }
        connection.current = opened;
        opened.setMedia(mediaRef.current);
        startedAt.current = Date.now();
        logRoomEvent('appointment-start', { booking_id: bookingId, side: room.side });
      })
      .catch((error: unknown) => {
        // seed 000 section 8: a failed room connection is logged, with no retry shown
        console.warn('[video] the room did not connect', error);
      })
      .finally(() => setConnecting(false));
  }, [phase, room.token, room.roomName, localStream, connecting, onEvent, bookingId, room.side]);

  // an effect first turned on during the call: the other side gets the effect's video from now on
  useEffect(() => {
    const track = localStream?.getVideoTracks()[0];
    if (track) connection.current?.replaceVideoTrack(track);
  }, [localStream]);

  // mute and camera off: the tracks stay in the call, disabled (silence, no picture), and the other side is told
  useEffect(() => {
    for (const stream of [devices.stream, localStream]) {
      for (const track of stream?.getAudioTracks() ?? []) track.enabled = media.audio;
      for (const track of stream?.getVideoTracks() ?? []) track.enabled = media.video;
    }
    connection.current?.setMedia(media);
  }, [media, devices.stream, localStream]);

  useEffect(
    () => () => {
      connection.current?.disconnect();
    },
    [],
  );

  const sendFeedback = async (answers: FeedbackAnswers) => {
    if (answers.rating === null) return;
    await callApi(saveSessionFeedback, {
      booking_id: Number(bookingId),
      rating: answers.rating,
      recommend: answers.recommend,
      comment: answers.comment || undefined,
    });
    setFeedbackSent(true);
    setFeedbackOpen(false);
  };

  const serverText = (text: string): string => {
    if (text === ROOM_NOT_OPEN_MESSAGE) return t`The meeting room opens 10 minutes before the start.`;
    if (text === ROOM_CLOSED_MESSAGE) return t`This session has ended.`;
    if (text === ROOM_NOT_FOUND_MESSAGE) return t`We could not find this booking.`;
    return text;
  };

  const generalStatus: Record<GeneralStatus, string> = {
    waiting: t`Waiting`,
    connected: t`Connected`,
    'ending session': t`Ending session`,
    disconnected: t`Disconnected`,
    completed: t`Completed`,
  };

  let message: string | null = null;
  if (phase !== 'ended') {
    if (devices.state === 'denied')
      message = t`Please allow camera and microphone permissions and refresh the page...`;
    else if (devices.state === 'asking') message = t`Please allow camera and microphone access...`;
    else if (phase === 'active' && connecting) message = t`Establishing video connection...`;
    else if (phase === 'active' && !connection.current) message = t`Joining the meeting ...`;
    else if (phase === 'active' && status === 'waiting')
      message = room.otherName
        ? t`Waiting for ${room.otherName} to join.`
        : t`Waiting for the other participant to join.`;
  }
  const other = room.otherName;
  const remoteNotes: string[] = [];
  if (phase === 'active' && status === 'connected') {
    if (!remoteMedia.audio) remoteNotes.push(other ? t`${other} is muted.` : t`The other participant is muted.`);
    if (!remoteMedia.video) remoteNotes.push(other ? t`${other} has turned their camera off.` : t`The other participant has turned their camera off.`);
  }
  const tokenError = phase !== 'ended' ? (room.error ?? room.failure) : null;
  const granted = devices.camera && devices.microphone;
  const roomState = roomStateOf(phase);

  return (
    <div css={page} data-room-state={roomState} data-status={status}>
      <h1>
        <Trans>Meeting room</Trans>
      </h1>
      <div css={statusArea} role="status" aria-live="polite" data-testid="room-status">
        <p>
          <Trans>Status: {generalStatus[status]}</Trans>
        </p>
        {message ? <p>{message}</p> : null}
        {remoteNotes.map((note) => (
          <p key={note}>{note}</p>
        ))}
        {tokenError ? <p data-testid="token-error">{serverText(tokenError)}</p> : null}
      </div>

      {/* only while early: a booking that has started goes straight to the device test, with no flash of 00:00:00 */}
      {phase === 'waiting' && early && room.startsAt !== null ? (
        <WaitingRoom remainingMs={room.startsAt - now} onEnter={() => setPhase('test')} />
      ) : null}
      {phase === 'test' ? <DeviceTest devices={devices} effects={effects} /> : null}
      {phase === 'active' ? (
        <div css={stage}>
          <div css={tile} data-testid="remote-tile">
            <VideoTile
              stream={remote}
              label={room.otherName ? t`${room.otherName}'s video` : t`The other participant's video`}
              testId="remote-video"
            />
            {remote && !remoteMedia.video ? (
              <div css={cameraOffCover} aria-hidden="true">
                <CameraIcon off />
                <span>{other ?? t`The other participant`}</span>
                <span>{t`Camera off`}</span>
              </div>
            ) : null}
            {remote && !remoteMedia.audio ? (
              <span css={chip} aria-hidden="true">
                <MicrophoneIcon off />
                {t`Muted`}
              </span>
            ) : null}
          </div>
          <div css={tile} data-testid="local-tile">
            <VideoTile stream={localStream} label={t`Your camera`} own testId="local-video" />
            {!media.video ? (
              <div css={cameraOffCover} aria-hidden="true">
                <CameraIcon off />
                <span>{t`Your camera is off`}</span>
              </div>
            ) : null}
            {!media.audio ? (
              <span css={chip} aria-hidden="true">
                <MicrophoneIcon off />
                {t`You are muted`}
              </span>
            ) : null}
          </div>
          <EffectPicker effects={effects} name="room-background" />
        </div>
      ) : null}
      {phase === 'ended' ? (
        <section aria-labelledby="ended-title">
          <h2 id="ended-title">
            <Trans>
              Thanks for joining. Your Session Has Now Ended. Duration: {formatDuration(duration)}
            </Trans>
          </h2>
          {feedbackSent ? (
            <p>
              <Trans>Thank you for your feedback.</Trans>
            </p>
          ) : null}
        </section>
      ) : null}

      <div css={actions}>
        {phase === 'waiting' || phase === 'test' ? (
          <Button disabled={!granted} onClick={() => setPhase('active')}>
            <Trans>Join Meeting</Trans>
          </Button>
        ) : null}
        {phase === 'active' ? <CallControls media={media} onChange={setMedia} /> : null}
        {phase === 'active' ? (
          <Button variant="danger" onClick={() => end('completed')}>
            <Trans>End Meeting</Trans>
          </Button>
        ) : null}
        {phase === 'ended' ? (
          <Button onClick={() => navigate(pathTo('home'))}>
            <Trans>Close</Trans>
          </Button>
        ) : null}
      </div>
      <FeedbackModal open={feedbackOpen} onClose={() => setFeedbackOpen(false)} onSubmit={sendFeedback} />
    </div>
  );
}
