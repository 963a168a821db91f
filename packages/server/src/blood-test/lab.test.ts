import { describe, expect, it } from 'vitest';
import { SIMULATED_LAB, simulatedLab } from './lab';

describe('simulated lab', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => ({ orderedAt: new Date(now.getTime() - ms) });

  it('moves an order from ordered to waiting to ready over time', () => {
    const lab = simulatedLab({});
    expect(lab.stateOf(ago(0), now)).toBe('ordered');
    expect(lab.stateOf(ago(SIMULATED_LAB.postedMs - 1), now)).toBe('ordered');
    expect(lab.stateOf(ago(SIMULATED_LAB.postedMs), now)).toBe('waiting');
    expect(lab.stateOf(ago(SIMULATED_LAB.processedMs), now)).toBe('ready');
  });

  it('decides eligibility per client and by the last consultation', () => {
    const lab = simulatedLab({ KIT_NOT_ELIGIBLE_CLIENTS: 'lumen, fernway' });
    expect(lab.isEligible({ clientId: 'fernway', lastConsultationAt: null }, now)).toBe(false);
    expect(lab.isEligible({ clientId: 'harbour', lastConsultationAt: null }, now)).toBe(true);
    expect(lab.isEligible({ clientId: 'harbour', lastConsultationAt: new Date('2026-06-01T00:00:00Z') }, now)).toBe(false);
    expect(lab.isEligible({ clientId: 'harbour', lastConsultationAt: new Date('2025-06-01T00:00:00Z') }, now)).toBe(true);
  });
});
