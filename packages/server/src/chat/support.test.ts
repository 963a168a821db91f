import { describe, expect, it } from 'vitest';
import { chatTransportConfig } from './transport';
import { supportTransport } from './support';
import { identityOf } from './service';

const twilioEnv = {
  CHAT_TRANSPORT: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_API_KEY_SID: 'SK00000000000000000000000000000000',
  TWILIO_API_KEY_SECRET: 'secret',
  TWILIO_CONVERSATIONS_SERVICE_SID: 'IS00000000000000000000000000000000',
};

describe('the support chat transport', () => {
  it("follows the server's CHAT_TRANSPORT for a twilio widget, and stays on our socket for a local one", () => {
    const server = chatTransportConfig(twilioEnv);
    expect(supportTransport({ chatWidget: { provider: 'twilio', id: 'larkspur-concierge', shutdownOnLogout: false } }, server)).toBe(server);
    expect(supportTransport({ chatWidget: { provider: 'local', shutdownOnLogout: true } }, server)).toMatchObject({ kind: 'local', twilio: null });
    const local = chatTransportConfig({});
    expect(supportTransport({ chatWidget: { provider: 'twilio', shutdownOnLogout: false } }, local)).toMatchObject({ kind: 'local', twilio: null });
  });

  it('gives every support agent of a client one chat identity, beside the member and the coach', () => {
    const conversation = { clientId: 'kontor', userId: 7, coachId: null };
    expect(identityOf(conversation, 'member')).toBe('kontor-member-7');
    expect(identityOf(conversation, 'support')).toBe('kontor-support');
    expect(identityOf({ ...conversation, coachId: 3 }, 'coach')).toBe('kontor-coach-3');
  });
});
