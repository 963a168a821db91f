import { describe, expect, it } from 'vitest';
import { mayChooseLocation } from './service';

describe('location rule', () => {
  it('lets members choose unless the client has no location selector (client 5191)', () => {
    expect(mayChooseLocation({ features: { locationSelector: true, settingsLayout: 'standard', sideBarHidden: false, germanLegalLinks: false } })).toBe(true);
    expect(mayChooseLocation({ features: { locationSelector: false, settingsLayout: 'standard', sideBarHidden: false, germanLegalLinks: false } })).toBe(false);
  });
});
