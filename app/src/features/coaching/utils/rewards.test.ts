import { describe, expect, it } from 'vitest';
import { callbackKeyBlocked, canSendCallback } from './callback-phone';
import { formatKg, formatSince, plasticKg } from './impact';

describe('impact', () => {
  it('turns 80 bottles into 1 kg of plastic, rounded to 1 decimal', () => {
    expect(plasticKg(0)).toBe(0);
    expect(plasticKg(80)).toBe(1);
    expect(plasticKg(200)).toBe(2.5);
    expect(plasticKg(1)).toBe(0);
    expect(plasticKg(4)).toBe(0.1);
    expect(plasticKg(1255)).toBe(15.7);
    expect(formatKg(80, 'en')).toBe('1.0');
    expect(formatKg(1255, 'de')).toBe('15,7');
  });

  it('writes the since date as Do MMMM YYYY, in German too', () => {
    expect(formatSince('2026-03-05', 'en')).toBe('5th March 2026');
    expect(formatSince('2026-03-22', 'en')).toBe('22nd March 2026');
    expect(formatSince('2026-03-05', 'de')).toBe('5. März 2026');
  });
});

describe('callback phone', () => {
  it('enables sending past 7 characters; empty sends nothing', () => {
    expect(canSendCallback('')).toBe(false);
    expect(canSendCallback('1234567')).toBe(false);
    expect(canSendCallback('12345678')).toBe(true);
  });

  it('blocks typing at 14 characters except Backspace and keys that type nothing', () => {
    expect(callbackKeyBlocked('1234567890123', '4')).toBe(false);
    expect(callbackKeyBlocked('12345678901234', '5')).toBe(true);
    expect(callbackKeyBlocked('12345678901234', 'Backspace')).toBe(false);
    expect(callbackKeyBlocked('12345678901234', 'Tab')).toBe(false);
    expect(callbackKeyBlocked('12345678901234', 'v', true)).toBe(false);
  });
});
