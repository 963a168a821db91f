import { describe, expect, it } from 'vitest';
import { inProcessTopicBus, MAX_PAYLOAD_BYTES } from './bus';

describe('in-process topic bus', () => {
  it('delivers to the subscribers of a topic only, until they unsubscribe', async () => {
    const bus = inProcessTopicBus();
    const heard: string[] = [];
    const stop = bus.subscribe('chat:1', (data) => heard.push(`1 ${data}`));
    bus.subscribe('chat:2', (data) => heard.push(`2 ${data}`));
    await bus.publish('chat:1', 'a');
    await Promise.resolve();
    expect(heard).toEqual(['1 a']);
    stop();
    await bus.publish('chat:1', 'b');
    await Promise.resolve();
    expect(heard).toEqual(['1 a']);
  });

  it('refuses payloads NOTIFY could not carry, and newlines in topics', async () => {
    const bus = inProcessTopicBus();
    await expect(bus.publish('t', 'x'.repeat(MAX_PAYLOAD_BYTES))).rejects.toThrow(/limited/);
    await expect(bus.publish('a\nb', 'x')).rejects.toThrow(/newline/);
  });
});
