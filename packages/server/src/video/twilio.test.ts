import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { VIDEO_PROVIDER_MISSING_TWILIO_MESSAGE, mintTwilioVideoToken, videoProviderFrom } from './twilio';

const config = {
  accountSid: `AC${'a'.repeat(32)}`,
  apiKeySid: `SK${'b'.repeat(32)}`,
  apiKeySecret: 'test-secret-of-the-api-key',
};

describe('Twilio Video adapter', () => {
  it('is chosen by VIDEO_PROVIDER=twilio with its three variables, else the local adapter', () => {
    expect(videoProviderFrom({})).toEqual({ kind: 'local' });
    expect(videoProviderFrom({ VIDEO_PROVIDER: 'local', TWILIO_ACCOUNT_SID: 'x' })).toEqual({
      kind: 'local',
    });
    expect(() =>
      videoProviderFrom({ VIDEO_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: config.accountSid }),
    ).toThrow(VIDEO_PROVIDER_MISSING_TWILIO_MESSAGE);
    expect(
      videoProviderFrom({
        VIDEO_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: config.accountSid,
        TWILIO_API_KEY_SID: config.apiKeySid,
        TWILIO_API_KEY_SECRET: config.apiKeySecret,
      }),
    ).toEqual({ kind: 'twilio', ...config });
  });

  it("mints the access token Twilio expects: HS256 by the API key, the video grant for one room, the booking's lifetime", async () => {
    const before = Math.floor(Date.now() / 1000);
    const jwt = mintTwilioVideoToken(config, 'member-42', 'harbour-booking-7', 1800);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
    const { payload } = await jwtVerify(jwt, new TextEncoder().encode(config.apiKeySecret));
    expect(payload).toMatchObject({
      iss: config.apiKeySid,
      sub: config.accountSid,
      jti: expect.stringMatching(new RegExp(`^${config.apiKeySid}-\\d+$`)),
      grants: { identity: 'member-42', video: { room: 'harbour-booking-7' } },
    });
    expect(payload.exp! - payload.iat!).toBe(1800);
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    // never longer than Twilio allows
    expect(
      (decodeJwt(mintTwilioVideoToken(config, 'staff-1', 'r', 9 * 24 * 3600)).exp ?? 0) - before,
    ).toBeLessThanOrEqual(24 * 3600 + 5);
  });
});
