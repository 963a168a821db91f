import { describe, expect, it } from 'vitest';
import { CallError } from '../core/types';
import { contentSort, mayListEvents, selectionFor } from './selection';

describe('content selection', () => {
  it('maps the spec type words', () => {
    expect(selectionFor('home', 'events').kind).toBe('events');
    expect(selectionFor('home', 'Videos').types).toEqual(['videos']);
    expect(selectionFor('home', 'articles').types).toEqual(['articles']);
    expect(selectionFor('home', undefined).types).toEqual(['videos', 'articles', 'podcasts', 'courses']);
    expect(selectionFor('trending', undefined)).toMatchObject({ types: ['videos'], scheduledOnly: true });
    expect(selectionFor('trending', 'gym')).toMatchObject({ scheduleType: 'gym' });
    expect(selectionFor('nutrition', undefined).types).toEqual(['recipes']);
  });

  it('refuses an unknown type', () => {
    expect(() => selectionFor('home', 'spaceships')).toThrow(CallError);
    expect(() => selectionFor('trending', 'events')).toThrow('Please choose a valid content type.');
  });

  it('lists events only for clients with event pages', () => {
    expect(mayListEvents({ permittedRoutes: ['home', 'events'] })).toBe(true);
    expect(mayListEvents({ permittedRoutes: ['home', 'content'] })).toBe(false);
  });
});

describe('content sort', () => {
  it('reads the sort words, and lists scheduled classes by schedule', () => {
    const library = selectionFor('home', undefined);
    expect(contentSort('Title', library)).toBe('title');
    expect(contentSort('start_date_time', library)).toBe('start');
    expect(contentSort('newest', library)).toBe('published');
    expect(contentSort(undefined, library)).toBe('published');
    expect(contentSort(undefined, selectionFor('trending', 'studio'))).toBe('schedule');
  });
});
