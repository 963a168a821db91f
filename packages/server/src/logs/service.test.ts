import { describe, expect, it } from 'vitest';
import { CallError } from '../core/types';
import { MAX_MESSAGE_CHARS, MAX_PAYLOAD_BASE64_CHARS, decodeAnalyticsPayload } from './service';

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('analytics payload', () => {
  it('decodes the event and keeps its source', () => {
    expect(decodeAnalyticsPayload(b64(JSON.stringify({ event: 'video-start', source: 'web' })))).toEqual({
      message: '{"event":"video-start","source":"web"}',
      source: 'web',
    });
  });

  it('bounds what is stored and refuses oversized payloads', () => {
    const long = b64('x'.repeat(MAX_MESSAGE_CHARS * 2));
    expect(decodeAnalyticsPayload(long).message).toHaveLength(MAX_MESSAGE_CHARS);
    expect(() => decodeAnalyticsPayload('A'.repeat(MAX_PAYLOAD_BASE64_CHARS + 4))).toThrow(CallError);
  });
});
