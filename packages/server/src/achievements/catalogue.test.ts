import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from './catalogue';

/** The informal address a German member must not read beside the portal's formal "Sie". */
const INFORMAL = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;

describe('badge catalogue', () => {
  it('speaks to German members formally, as the rest of the portal does', () => {
    for (const badge of ACHIEVEMENTS) {
      for (const text of [badge.title.de, badge.subTitle.de, badge.description.de]) expect(text).not.toMatch(INFORMAL);
    }
  });
});
