import type { TwilioChatSettings } from './transport';

/** What the twilio package's REST client calls to send a request; a test passes one that records them. */
export interface TwilioHttpClient {
  request(options: { readonly method: string; readonly uri: string; readonly data?: Record<string, unknown>; readonly headers?: Record<string, string> }): Promise<{ statusCode: number; body: unknown; headers: unknown }>;
}

/** Twilio answers 409 when the unique name is taken or the identity is a participant already: both mean "done". */
function alreadyThere(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;
}

/**
 * Makes sure the Twilio conversation of one of ours exists (unique name = our conversation sid) with both sides as
 * participants; safe to repeat. twilio is loaded only here, on the Twilio transport.
 */
export async function provisionTwilioConversation(
  settings: TwilioChatSettings,
  conversation: { readonly uniqueName: string; readonly friendlyName: string; readonly identities: readonly string[] },
  httpClient?: TwilioHttpClient,
): Promise<void> {
  const { default: twilio } = await import('twilio');
  const client = twilio(settings.apiKeySid, settings.apiKeySecret, {
    accountSid: settings.accountSid,
    ...(httpClient ? { httpClient: httpClient as never } : {}),
  });
  const service = client.conversations.v1.services(settings.serviceSid);
  try {
    await service.conversations.create({ uniqueName: conversation.uniqueName, friendlyName: conversation.friendlyName });
  } catch (error) {
    if (!alreadyThere(error)) throw error;
  }
  for (const identity of conversation.identities) {
    try {
      await service.conversations(conversation.uniqueName).participants.create({ identity });
    } catch (error) {
      if (!alreadyThere(error)) throw error;
    }
  }
}
