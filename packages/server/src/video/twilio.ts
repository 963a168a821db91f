import AccessToken from 'twilio/lib/jwt/AccessToken.js';

/** The production adapter's credentials: an API key of the Twilio account (never the account's auth token). */
export interface TwilioVideoConfig {
  readonly accountSid: string;
  readonly apiKeySid: string;
  readonly apiKeySecret: string;
}

export type VideoProvider = { readonly kind: 'local' } | ({ readonly kind: 'twilio' } & TwilioVideoConfig);

export const VIDEO_PROVIDER_MISSING_TWILIO_MESSAGE =
  'VIDEO_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_API_KEY_SID and TWILIO_API_KEY_SECRET.';

/**
 * The video adapter chosen by the environment: VIDEO_PROVIDER=twilio with the three Twilio variables for
 * production; anything else is the local adapter (WebRTC between the two browsers, signalling over /ws/video).
 */
export function videoProviderFrom(env: Record<string, string | undefined>): VideoProvider {
  if (env.VIDEO_PROVIDER !== 'twilio') return { kind: 'local' };
  const accountSid = env.TWILIO_ACCOUNT_SID ?? '';
  const apiKeySid = env.TWILIO_API_KEY_SID ?? '';
  const apiKeySecret = env.TWILIO_API_KEY_SECRET ?? '';
  if (!accountSid || !apiKeySid || !apiKeySecret) throw new Error(VIDEO_PROVIDER_MISSING_TWILIO_MESSAGE);
  return { kind: 'twilio', accountSid, apiKeySid, apiKeySecret };
}

/** A Twilio Video access token admitting `identity` to `room` alone, valid for `ttlSeconds`. */
export function mintTwilioVideoToken(
  config: TwilioVideoConfig,
  identity: string,
  room: string,
  ttlSeconds: number,
): string {
  const token = new AccessToken(config.accountSid, config.apiKeySid, config.apiKeySecret, {
    identity,
    // Twilio refuses tokens living longer than 24 hours
    ttl: Math.max(60, Math.min(Math.ceil(ttlSeconds), 24 * 3600)),
  });
  token.addGrant(new AccessToken.VideoGrant({ room }));
  return token.toJwt();
}
