/**
 * Seed 000 section 9 and seed 002 section 9: capture and send settings of the room. 1920x1080 (16:9), 24 fps
 * when camera and microphone are captured together, 30 fps for a video-only track, VP8 with simulcast, audio at
 * most 16000 bit/s, the collaboration bandwidth mode.
 */
export const VIDEO_WIDTH = 1920;
export const VIDEO_HEIGHT = 1080;
export const COMBINED_FRAME_RATE = 24;
export const VIDEO_ONLY_FRAME_RATE = 30;
export const MAX_AUDIO_BITRATE = 16_000;

export function videoConstraints(frameRate: number): MediaTrackConstraints {
  return {
    width: { ideal: VIDEO_WIDTH },
    height: { ideal: VIDEO_HEIGHT },
    aspectRatio: 16 / 9,
    frameRate: { ideal: frameRate },
  };
}

/** Camera and microphone together, as the device test takes them. */
export const combinedConstraints: MediaStreamConstraints = {
  audio: true,
  video: videoConstraints(COMBINED_FRAME_RATE),
};

/** The options of twilio-video's connect(). */
export function twilioConnectOptions(roomName: string) {
  return {
    name: roomName,
    preferredVideoCodecs: [{ codec: 'VP8' as const, simulcast: true }],
    maxAudioBitrate: MAX_AUDIO_BITRATE,
    bandwidthProfile: { video: { mode: 'collaboration' as const } },
  };
}
