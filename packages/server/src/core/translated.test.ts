import { describe, expect, it } from 'vitest';
import { translated } from './translated';

describe('translated', () => {
  const base = { title: 'Lunchtime Yoga', team: 'Wellbeing Events Team' };

  it('takes the fields of the language over the English ones', () => {
    expect(
      translated(base, { de: { title: 'Yoga in der Mittagspause', team: 'Team Wohlbefinden' } }, 'de'),
    ).toEqual({
      title: 'Yoga in der Mittagspause',
      team: 'Team Wohlbefinden',
    });
  });

  it('keeps English for a field the translation leaves out or leaves empty', () => {
    expect(translated(base, { de: { title: 'Yoga', team: '' } }, 'de')).toEqual({
      title: 'Yoga',
      team: 'Wellbeing Events Team',
    });
  });

  it('keeps English for a language without a translation', () => {
    expect(translated(base, { de: { title: 'Yoga' } }, 'fr')).toEqual(base);
    expect(translated(base, undefined, 'de')).toEqual(base);
  });
});
