import { createHash, randomBytes } from 'node:crypto';

/**
 * Where chat messages travel (issue 12): 'local', our own WebSocket (/ws/chat) with messages in the database and
 * fan-out through the topic bus; 'twilio', Twilio Conversations in the browser with an AccessToken the server
 * mints. CHAT_TRANSPORT picks one; the Twilio settings are required only when it is chosen.
 */
export type ChatTransportKind = 'local' | 'twilio';

export interface TwilioChatSettings {
  readonly accountSid: string;
  readonly apiKeySid: string;
  readonly apiKeySecret: string;
  readonly serviceSid: string;
}

export interface ChatTransportConfig {
  readonly kind: ChatTransportKind;
  readonly twilio: TwilioChatSettings | null;
  /** how long a chat token is valid */
  readonly tokenTtlSeconds: number;
}

type Env = Record<string, string | undefined>;

export function chatTransportConfig(env: Env = process.env): ChatTransportConfig {
  const kind = env.CHAT_TRANSPORT ?? 'local';
  if (kind !== 'local' && kind !== 'twilio') throw new Error(`CHAT_TRANSPORT must be local or twilio, got "${kind}"`);
  const tokenTtlSeconds = 3600;
  if (kind === 'local') return { kind, twilio: null, tokenTtlSeconds };
  const names = ['TWILIO_ACCOUNT_SID', 'TWILIO_API_KEY_SID', 'TWILIO_API_KEY_SECRET', 'TWILIO_CONVERSATIONS_SERVICE_SID'] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`CHAT_TRANSPORT=twilio needs ${missing.join(', ')}`);
  return {
    kind,
    tokenTtlSeconds,
    twilio: {
      accountSid: env.TWILIO_ACCOUNT_SID!,
      apiKeySid: env.TWILIO_API_KEY_SID!,
      apiKeySecret: env.TWILIO_API_KEY_SECRET!,
      serviceSid: env.TWILIO_CONVERSATIONS_SERVICE_SID!,
    },
  };
}

/**
 * A Twilio AccessToken with a ChatGrant for the identity (the token @twilio/conversations takes). twilio is
 * loaded only here, so a server on the local transport never loads it.
 */
export async function mintTwilioChatToken(settings: TwilioChatSettings, identity: string, ttlSeconds: number, now: Date): Promise<string> {
  const { default: twilio } = await import('twilio');
  const { AccessToken } = twilio.jwt;
  const token = new AccessToken(settings.accountSid, settings.apiKeySid, settings.apiKeySecret, {
    identity,
    ttl: ttlSeconds,
    nbf: Math.floor(now.getTime() / 1000),
  });
  token.addGrant(new AccessToken.ChatGrant({ serviceSid: settings.serviceSid }));
  return token.toJwt();
}

/** The local transport's token: random and opaque; the server keeps only its hash. */
export function localChatToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
