import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_MESSAGE,
  base64,
  boolLike,
  dateTime,
  id,
  intLike,
  isoDate,
  language,
  listOf,
  requestBody,
} from './fields';

describe('numbers and flags from JSON or forms', () => {
  it('reads whole numbers and numeric strings', () => {
    expect(v.parse(intLike(), 12)).toBe(12);
    expect(v.parse(intLike(), ' 12 ')).toBe(12);
    expect(v.parse(intLike(), '-1')).toBe(-1);
    expect(v.safeParse(intLike(), '1.5').success).toBe(false);
    expect(v.safeParse(intLike(), 'abc').issues?.[0]?.message).toBe('Please enter a whole number.');
  });

  it('accepts only positive ids', () => {
    expect(v.parse(id(), '7')).toBe(7);
    expect(v.safeParse(id('Please choose a valid event.'), 0).issues?.[0]?.message).toBe(
      'Please choose a valid event.',
    );
  });

  it('reads flags', () => {
    for (const yes of [true, 'true', '1', 1]) expect(v.parse(boolLike(), yes)).toBe(true);
    for (const no of [false, 'false', '0', 0]) expect(v.parse(boolLike(), no)).toBe(false);
    expect(v.safeParse(boolLike(), 'yes').success).toBe(false);
  });

  it('makes a lone form value a list', () => {
    expect(v.parse(listOf(id()), '4')).toEqual([4]);
    expect(v.parse(listOf(id()), ['4', 5])).toEqual([4, 5]);
  });
});

describe('dates and text', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(v.parse(isoDate(), '2024-02-29')).toBe('2024-02-29');
    expect(v.safeParse(isoDate(), '2023-02-29').success).toBe(false);
    expect(v.safeParse(isoDate(), '17/05/1990').success).toBe(false);
  });

  it('keeps a space between date and time', () => {
    expect(v.parse(dateTime(), '2026-03-03 08:15:00')).toBe('2026-03-03 08:15:00');
    expect(v.parse(dateTime(), '2026-03-03T08:15')).toBe('2026-03-03 08:15');
    expect(v.safeParse(dateTime(), '2026-03-03 25:00').success).toBe(false);
  });

  it('checks base64', () => {
    expect(v.safeParse(base64(), 'eyJhIjoxfQ==').success).toBe(true);
    expect(v.safeParse(base64(), 'not base64!').success).toBe(false);
  });

  it('accepts the supported languages only', () => {
    expect(v.parse(language(), 'DE')).toBe('de');
    expect(v.safeParse(language(), 'nl').issues?.[0]?.message).toBe(LANGUAGE_MESSAGE);
  });
});

describe('request bodies', () => {
  const body = requestBody({ event_id: id('Please choose a valid class.') });

  it('tolerates extra keys and an ignored user_id', () => {
    expect(v.parse(body, { event_id: '3', user_id: '99', extra: 'x' })).toEqual({ event_id: 3 });
  });

  it('names a missing field with its own message', () => {
    expect(v.safeParse(body, {}).issues?.[0]?.message).toBe('Please choose a valid class.');
  });
});
