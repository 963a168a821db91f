import type { RemoteParticipant } from 'twilio-video';
import { twilioConnectOptions } from '../utils/capture';
import type { ConnectOptions, MediaState, RoomConnection } from './types';

/**
 * The production adapter: Twilio Video with the server's access token. twilio-video is imported here only,
 * and this module only from the meeting room, so no other page downloads it.
 */
export async function connectTwilioRoom({
  token,
  roomName,
  localStream,
  onEvent,
}: ConnectOptions): Promise<RoomConnection> {
  const Video = await import('twilio-video');
  const tracks = localStream
    .getTracks()
    .map((track) =>
      track.kind === 'video'
        ? new Video.LocalVideoTrack(track, { name: 'camera' })
        : new Video.LocalAudioTrack(track, { name: 'microphone' }),
    );
  const room = await Video.connect(token, { ...twilioConnectOptions(roomName), tracks });
  const remote = new MediaStream();
  const show = (track: { mediaStreamTrack?: MediaStreamTrack }) => {
    if (!track.mediaStreamTrack) return;
    remote.addTrack(track.mediaStreamTrack);
    onEvent({ type: 'remote-stream', stream: remote });
  };
  // Twilio's own mute: a disabled track is published as such, and the other side's publication says so
  const remoteMedia = (participant: RemoteParticipant): MediaState => ({
    audio: [...participant.audioTracks.values()].some((publication) => publication.isTrackEnabled),
    video: [...participant.videoTracks.values()].some((publication) => publication.isTrackEnabled),
  });
  const watch = (participant: RemoteParticipant) => {
    onEvent({ type: 'participant-joined' });
    participant.tracks.forEach((publication) => {
      if (publication.track && 'mediaStreamTrack' in publication.track) show(publication.track);
    });
    participant.on('trackSubscribed', (track) => {
      if ('mediaStreamTrack' in track) show(track);
    });
    const tell = () => onEvent({ type: 'remote-media', media: remoteMedia(participant) });
    for (const event of ['trackDisabled', 'trackEnabled', 'trackPublished', 'trackUnpublished'] as const) participant.on(event, tell);
    tell();
  };
  room.participants.forEach(watch);
  room.on('participantConnected', watch);
  room.on('participantDisconnected', () => onEvent({ type: 'participant-left' }));
  let leaving = false;
  room.on('disconnected', (_room, error?: { message?: string }) => {
    if (!leaving) onEvent({ type: 'disconnected', reason: error?.message });
  });
  let camera = tracks.find((track) => track.kind === 'video') as InstanceType<typeof Video.LocalVideoTrack> | undefined;
  let media: MediaState = { audio: true, video: true };
  const applyMedia = () => {
    for (const track of tracks) if (track.kind === 'audio') track.enable(media.audio);
    camera?.enable(media.video);
  };
  return {
    disconnect() {
      leaving = true;
      room.disconnect();
    },
    replaceVideoTrack(track) {
      if (camera) room.localParticipant.unpublishTrack(camera);
      camera = new Video.LocalVideoTrack(track, { name: 'camera' });
      camera.enable(media.video);
      void room.localParticipant.publishTrack(camera);
    },
    setMedia(next) {
      media = next;
      applyMedia();
    },
  };
}
