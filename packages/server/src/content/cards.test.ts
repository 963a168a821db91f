import { describe, expect, it } from 'vitest';
import { contentCard } from './cards';
import type { ContentRow } from './repository';

const row = {
  id: 7,
  title: 'Morning stretch',
  subtitle: 'Ten minutes',
  description: 'Wake up gently.',
  translations: { de: { title: 'Morgendehnung' } },
  thumbnail: 'data:image/svg+xml,x',
  type: 'videos',
  media: 'video',
  source: 'studio',
  tags: ['Body', 'featured'],
  url: null,
  startsAt: new Date('2030-01-01T10:00:00Z'),
  endsAt: new Date('2030-01-01T10:30:00Z'),
  scheduleType: 'studio',
  durationMinutes: 30,
} as unknown as ContentRow;

describe('content cards', () => {
  it('use the translation of the member language, English for the fields it lacks', () => {
    const card = contentCard(row, 'de', false);
    expect(card).toMatchObject({
      title: 'Morgendehnung',
      subtitle: 'Ten minutes',
      description: 'Wake up gently.',
    });
    expect(contentCard(row, 'en', true)).toMatchObject({ title: 'Morning stretch', favourited: true });
  });

  it('carry the schedule as date-time texts and the class type', () => {
    const card = contentCard(row, 'en', false);
    expect(card.start).toBe('2030-01-01 10:00:00');
    expect(card.details).toMatchObject({
      start_date_time: '2030-01-01 10:00:00',
      end_date_time: '2030-01-01 10:30:00',
      duration: 30,
    });
    expect(card.schedule_type).toBe('studio');
  });
});
