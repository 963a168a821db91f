import { describe, expect, it } from 'vitest';
import { examples } from '@portal/contract/examples';
import { getCorporateEvent } from '@portal/contract/calls/events';
import { slotTime } from './format';

describe('slotTime', () => {
  it('shows a slot from its start to its own end, and only its start when it has none', () => {
    const start = '2026-03-04 12:00:00';
    expect(slotTime({ ts_start_date_time: start, ts_end_date_time: '2026-03-04 12:30:00' }, 'en-GB')).toMatch(/^\d\d:\d\d – \d\d:\d\d$/);
    expect(slotTime({ ts_start_date_time: start }, 'en-GB')).toMatch(/^\d\d:\d\d$/);
  });

  it("the example event's slot has an end after its start (the stories showed 12:00 – 12:00)", () => {
    const reply = examples[getCorporateEvent.path]!.reply as { event_date: { ed_timeslots: { ts_start_date_time: string; ts_end_date_time?: string }[] } };
    expect(reply.event_date.ed_timeslots.length).toBeGreaterThan(0);
    for (const slot of reply.event_date.ed_timeslots) {
      expect(slot.ts_end_date_time).toBeDefined();
      expect(slot.ts_end_date_time! > slot.ts_start_date_time).toBe(true);
      const [from, to] = slotTime(slot, 'en-GB').split(' – ');
      expect(to).not.toBe(from);
    }
  });
});
