import { describe, expect, it } from 'vitest';
import { pageTimeOf } from './time-zone';

describe('the member\'s zone from the tz cookie (decision 0750)', () => {
  const now = new Date('2026-12-01T20:30:00Z');

  it('is the zone and the member\'s day there', () => {
    expect(pageTimeOf('portal_session=abc; tz=Pacific%2FKiritimati', now)).toEqual({ zone: 'Pacific/Kiritimati', today: '2026-12-02' });
    expect(pageTimeOf('tz=America/Los_Angeles', now)).toEqual({ zone: 'America/Los_Angeles', today: '2026-12-01' });
  });

  it('is nothing without the cookie or with a zone Intl does not know', () => {
    for (const cookie of [undefined, '', 'portal_session=abc', 'tz=Mars%2FOlympus', 'tz=%E0%A4%A', 'tz=Europe/Dublin%3B%20x']) expect(pageTimeOf(cookie, now), cookie).toBeNull();
  });
});
