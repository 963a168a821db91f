import { describe, expect, it } from 'vitest';
import {
  COMBINED_FRAME_RATE,
  MAX_AUDIO_BITRATE,
  VIDEO_HEIGHT,
  VIDEO_ONLY_FRAME_RATE,
  VIDEO_WIDTH,
  combinedConstraints,
  twilioConnectOptions,
} from './capture';
import {
  adapterOf,
  countdown,
  formatDuration,
  isEarly,
  showsFeedback,
  TOKEN_POLL_MS,
  WAITING_SWITCH_MS,
} from './room';

describe('meeting room rules', () => {
  it('formats a duration as HH:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59_999)).toBe('00:00:59');
    expect(formatDuration(3_723_000)).toBe('01:02:03');
    expect(formatDuration(-5)).toBe('00:00:00');
  });

  it('counts down in days from a day on, else in hh:mm:ss', () => {
    expect(countdown(2 * 86_400_000 + 5_000)).toEqual({ days: 2 });
    expect(countdown(86_400_000)).toEqual({ days: 1 });
    expect(countdown(86_399_000)).toEqual({ clock: '23:59:59' });
    expect(countdown(4 * 60_000 + 30_500)).toEqual({ clock: '00:04:31' });
  });

  it('leaves the waiting room when under 1500 ms remain, polls every 2 s and asks for feedback after 300 s', () => {
    expect(WAITING_SWITCH_MS).toBe(1500);
    expect(TOKEN_POLL_MS).toBe(2000);
    expect(isEarly(10_000, 10_000 - 1500)).toBe(true);
    expect(isEarly(10_000, 10_000 - 1499)).toBe(false);
    expect(showsFeedback(300_000)).toBe(false);
    expect(showsFeedback(301_000)).toBe(true);
  });

  it('picks the adapter by the token: local room tokens, else Twilio', () => {
    expect(adapterOf('vrt_abc')).toBe('local');
    expect(adapterOf('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe('twilio');
  });

  it('captures and sends as the spec says: 1920x1080, 24 and 30 fps, VP8 simulcast, audio at most 16000', () => {
    expect([
      VIDEO_WIDTH,
      VIDEO_HEIGHT,
      COMBINED_FRAME_RATE,
      VIDEO_ONLY_FRAME_RATE,
      MAX_AUDIO_BITRATE,
    ]).toEqual([1920, 1080, 24, 30, 16000]);
    expect(combinedConstraints).toEqual({
      audio: true,
      video: {
        width: { ideal: 1920 },
        height: { ideal: 1080 },
        aspectRatio: 16 / 9,
        frameRate: { ideal: 24 },
      },
    });
    expect(twilioConnectOptions('harbour-booking-1')).toEqual({
      name: 'harbour-booking-1',
      preferredVideoCodecs: [{ codec: 'VP8', simulcast: true }],
      maxAudioBitrate: 16000,
      bandwidthProfile: { video: { mode: 'collaboration' } },
    });
  });
});
