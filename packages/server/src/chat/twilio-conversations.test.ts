import { describe, expect, it } from 'vitest';
import { provisionTwilioConversation, type TwilioHttpClient } from './twilio-conversations';

const settings = {
  accountSid: 'AC00000000000000000000000000000001',
  apiKeySid: 'SK00000000000000000000000000000002',
  apiKeySecret: 'test-secret',
  serviceSid: 'IS00000000000000000000000000000003',
};

function recorder(answer: (uri: string, seen: number) => { statusCode: number; body: unknown }) {
  const requests: { method: string; uri: string; data?: Record<string, unknown> }[] = [];
  const client: TwilioHttpClient = {
    async request(options) {
      requests.push({ method: options.method, uri: options.uri, data: options.data });
      const reply = answer(options.uri, requests.filter((r) => r.uri === options.uri).length);
      return { ...reply, body: JSON.stringify(reply.body), headers: {} };
    },
  };
  return { client, requests };
}

const conversation = { uniqueName: 'CHabc', friendlyName: 'Aoife Brennan', identities: ['harbour-member-7', 'harbour-coach-1'] };

describe('Twilio Conversations provisioning (recorded requests, no network)', () => {
  it('creates the service conversation under our sid and adds both sides', async () => {
    const { client, requests } = recorder(() => ({ statusCode: 201, body: { sid: 'CH0000' } }));
    await provisionTwilioConversation(settings, conversation, client);
    const base = `https://conversations.twilio.com/v1/Services/${settings.serviceSid}/Conversations`;
    expect(requests).toEqual([
      { method: 'post', uri: base, data: { UniqueName: 'CHabc', FriendlyName: 'Aoife Brennan' } },
      { method: 'post', uri: `${base}/CHabc/Participants`, data: { Identity: 'harbour-member-7' } },
      { method: 'post', uri: `${base}/CHabc/Participants`, data: { Identity: 'harbour-coach-1' } },
    ]);
  });

  it('takes "already exists" (409) as done, and passes on any other failure', async () => {
    const conflict = recorder(() => ({ statusCode: 409, body: { code: 50353, message: 'Conversation with provided unique name already exists', status: 409 } }));
    await expect(provisionTwilioConversation(settings, conversation, conflict.client)).resolves.toBeUndefined();
    expect(conflict.requests).toHaveLength(3);

    const down = recorder(() => ({ statusCode: 401, body: { code: 20003, message: 'Authenticate', status: 401 } }));
    await expect(provisionTwilioConversation(settings, conversation, down.client)).rejects.toMatchObject({ status: 401 });
  });
});
