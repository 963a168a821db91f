import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chatTransportConfig, mintTwilioChatToken } from './transport';

const settings = {
  accountSid: 'AC00000000000000000000000000000001',
  apiKeySid: 'SK00000000000000000000000000000002',
  apiKeySecret: 'test-secret',
  serviceSid: 'IS00000000000000000000000000000003',
};

function decode(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('chat transport', () => {
  it('is local unless CHAT_TRANSPORT says twilio, which needs all four settings', () => {
    expect(chatTransportConfig({}).kind).toBe('local');
    expect(() => chatTransportConfig({ CHAT_TRANSPORT: 'carrier-pigeon' })).toThrow(/local or twilio/);
    expect(() => chatTransportConfig({ CHAT_TRANSPORT: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'CHAT_TRANSPORT=twilio needs TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET, TWILIO_CONVERSATIONS_SERVICE_SID',
    );
    const twilio = chatTransportConfig({
      CHAT_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: settings.accountSid,
      TWILIO_API_KEY_SID: settings.apiKeySid,
      TWILIO_API_KEY_SECRET: settings.apiKeySecret,
      TWILIO_CONVERSATIONS_SERVICE_SID: settings.serviceSid,
    });
    expect(twilio).toEqual({ kind: 'twilio', tokenTtlSeconds: 3600, twilio: settings });
  });

  it('mints the AccessToken shape Twilio Conversations accepts, signed with the API key secret', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const jwt = await mintTwilioChatToken(settings, 'member-harbour-7', 3600, now);
    const [header, payload, signature] = jwt.split('.');
    // the shape of Twilio's documented access token (twilio-fpa v1 with a chat grant)
    expect(decode(header!)).toEqual({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
    const claims = decode(payload!);
    expect(claims).toMatchObject({
      iss: settings.apiKeySid,
      sub: settings.accountSid,
      nbf: now.getTime() / 1000,
      grants: { identity: 'member-harbour-7', chat: { service_sid: settings.serviceSid } },
    });
    expect(claims.jti).toMatch(new RegExp(`^${settings.apiKeySid}-\\d+$`));
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    const expected = createHmac('sha256', settings.apiKeySecret).update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
  });
});
