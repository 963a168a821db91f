import { connectLocal } from './local';
import type { ChatConnection, ConnectOptions } from './types';

/**
 * A Twilio AccessToken is a JWT whose header names Twilio's token format; the local transport's token is an
 * opaque random string. The server's CHAT_TRANSPORT decides which one chat/join hands out.
 */
export function isTwilioToken(token: string): boolean {
  const [header] = token.split('.');
  if (!header || token.split('.').length !== 3) return false;
  try {
    const json = JSON.parse(atob(header.replace(/-/g, '+').replace(/_/g, '/'))) as { cty?: unknown };
    return typeof json.cty === 'string' && json.cty.startsWith('twilio-fpa');
  } catch {
    return false;
  }
}

export async function connectChat(options: ConnectOptions): Promise<ChatConnection> {
  if (!isTwilioToken(options.token)) return connectLocal(options);
  const { connectTwilio } = await import('./twilio');
  return connectTwilio(options);
}
