import { describe, expect, it } from 'vitest';
import { DMH_SECOND_PREFERENCE_MESSAGE } from '@portal/contract/dmh-rules';
import { checkAnswer, nextAfter } from './answers';
import { distanceKm, MAX_OFFLINE_DISTANCE_KM, offlineGeocoder, serviceGeocoder } from './geocoder';
import { DMH_QUESTIONS, questionDef, remainingFrom, toQuestion } from './questions';
import { demoDmhSlots } from './seed';

const now = new Date('2026-11-23T12:00:00Z');

describe('DMH question graph', () => {
  it('has one question of every type and ends in booking', () => {
    expect(new Set(DMH_QUESTIONS.map((q) => q.type)).size).toBe(9);
    expect(remainingFrom(1)).toBe(DMH_QUESTIONS.length);
    expect(remainingFrom(10)).toBe(1);
    expect(toQuestion(questionDef(3)!, 'de').sliders![0]!.slider_text).toBe('Stimmung');
    expect(toQuestion(questionDef(3)!, 'fr').sliders![0]!.slider_text).toBe('Mood');
  });

  it('leads the financial option out of the journey', () => {
    const first = questionDef(1)!;
    expect(nextAfter(first, checkAnswer(first, 2, now))).toBeNull();
    expect(nextAfter(first, checkAnswer(first, 0, now))).toBe(2);
  });

  it('refuses equal preferences and accepts a skipped location', () => {
    const times = questionDef(6)!;
    expect(() => checkAnswer(times, { first: '2026-11-24T10:00', second: '2026-11-24T10:00' }, now)).toThrow(DMH_SECOND_PREFERENCE_MESSAGE);
    expect(checkAnswer(questionDef(5)!, { skipped: true, display_name: 'x' }, now)).toEqual({ skipped: true });
  });
});

describe('geocoders', () => {
  it('finds the nearest town offline within the limit', async () => {
    expect(await offlineGeocoder.reverse(53.35, -6.26)).toMatch(/^Dublin, .*Ireland$/);
    expect(await offlineGeocoder.reverse(-60, -140)).toBeNull();
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.19, 1);
    expect(MAX_OFFLINE_DISTANCE_KM).toBeGreaterThan(100);
  });

  it('asks the configured service with lat, lon and format', async () => {
    let asked = '';
    const geocoder = serviceGeocoder('https://geo.example/reverse', (async (url: URL) => {
      asked = String(url);
      return new Response(JSON.stringify({ display_name: 'Somewhere' }), { status: 200 });
    }) as typeof fetch);
    expect(await geocoder.reverse(1.5, 2.5)).toBe('Somewhere');
    expect(asked).toBe('https://geo.example/reverse?format=jsonv2&lat=1.5&lon=2.5');
  });
});

describe('demo calendar', () => {
  it('has weekday slots from tomorrow only', () => {
    const slots = demoDmhSlots([9, 14], now);
    expect(slots.length).toBeGreaterThan(20);
    expect(slots.every((s) => s.startAt > now && s.startAt.getUTCDay() % 6 !== 0)).toBe(true);
  });
});
