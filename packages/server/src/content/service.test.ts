import { describe, expect, it } from 'vitest';
import { CallError } from '../core/types';
import { eventLocations } from './seed';
import { CLIENT_EVENTS } from './seed-catalogue';
import { contentLanguage, eapTile, mayListEvents, selectionFor, serviceTiles } from './service';

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

  it('speaks the member language when the client offers it', () => {
    const manifest = { languages: ['de', 'en'] as ('de' | 'en')[], defaultLanguage: 'de' as const };
    expect(contentLanguage('en', manifest)).toBe('en');
    expect(contentLanguage('fr', manifest)).toBe('de');
    expect(contentLanguage(undefined, manifest)).toBe('de');
  });
});

describe('landing tiles', () => {
  it('offers only tiles of permitted routes, linking to their paths', () => {
    const tiles = serviceTiles({ permittedRoutes: ['home', 'events', 'healthScore', 'randoxKit'] }, 'en');
    expect(tiles.map((tile) => tile.id)).toEqual(['healthScore', 'events', 'randoxKit']);
    expect(tiles.map((tile) => tile.link)).toEqual(['/healthscore', '/events', '/blood-test']);
    expect(serviceTiles({ permittedRoutes: ['home'] }, 'en')).toEqual([]);
  });

  it('builds the helpline tile from the manifest', () => {
    const eapPage = eapTile(
      {
        permittedRoutes: ['home', 'eap'],
        eap: { active: true, phone: '+44 20 7946 0820' },
        helplineTile: { phone: '+44 20 7946 0800', hours: '24/7' },
      },
      'en',
    );
    expect(eapPage).toMatchObject({ id: 'eap', link: '/eap', title: '24/7 helpline' });
    expect(eapPage?.description).toContain('+44 20 7946 0800');

    const callOnly = eapTile(
      { permittedRoutes: ['home'], eap: { active: true, phone: '+44 131 496 0240' }, helplineTile: null },
      'en',
    );
    expect(callOnly).toMatchObject({ id: 'helpline', link: 'tel:+441314960240', button_text: 'Call now' });

    expect(
      eapTile({ permittedRoutes: ['home', 'eap'], eap: { active: false }, helplineTile: null }, 'en'),
    ).toBeNull();
  });
});

describe('seeded event locations', () => {
  it('leaves the last location without events and spreads the others', () => {
    const placed = eventLocations(CLIENT_EVENTS, [10, 11, 12]);
    const used = new Set(placed.flat());
    expect(used.has(12)).toBe(false);
    expect(used).toEqual(new Set([10, 11]));
    CLIENT_EVENTS.forEach((entry, index) => {
      if (entry.virtual) expect(placed[index]).toEqual([]);
    });
  });

  it('has at least 14 event dates, some past', () => {
    const days = CLIENT_EVENTS.flatMap((entry) => entry.days);
    expect(days.length).toBeGreaterThanOrEqual(14);
    expect(days.some((day) => day < 0)).toBe(true);
  });
});
