import { describe, expect, it } from 'vitest';
import countries from 'world-atlas/countries-50m.json';
import { configuredMapStyleUrl, offlineBasemapStyle } from './basemap';
import { placeName, placesNear } from './place-names';

const colours = {
  water: 'rgb(1, 2, 3)',
  land: 'rgb(4, 5, 6)',
  coast: 'rgb(7, 8, 9)',
  border: 'rgb(10, 11, 12)',
};
const style = offlineBasemapStyle(countries as unknown as Parameters<typeof offlineBasemapStyle>[0], colours);

describe('the offline basemap', () => {
  it('draws water, land, coast and country borders in the colours given', () => {
    expect(style.layers.map((layer) => [layer.id, layer.type])).toEqual([
      ['water', 'background'],
      ['land', 'fill'],
      ['coast', 'line'],
      ['borders', 'line'],
    ]);
    expect(JSON.stringify(style.layers)).toContain(colours.water);
    expect(JSON.stringify(style.layers)).toContain(colours.border);
  });

  it('carries its data inline: no tile, glyph or sprite address, so it needs no network', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
  });

  it('has land around the offices and a border between Germany and France', () => {
    const land = (
      style.sources.land as { data: { features: { geometry: { coordinates: number[][][][] } }[] } }
    ).data;
    const points = land.features.flatMap((f) => f.geometry.coordinates.flat(2));
    // some coastline vertex within a degree of Hamburg's Elbe estuary and of Dublin Bay
    expect(points.some(([lng, lat]) => Math.abs(lng! - 8.7) < 1 && Math.abs(lat! - 53.9) < 1)).toBe(true);
    expect(points.some(([lng, lat]) => Math.abs(lng! + 6.1) < 1 && Math.abs(lat! - 53.3) < 1)).toBe(true);
    const borders = (style.sources.borders as { data: { coordinates: number[][][] } }).data;
    const rhine = borders.coordinates
      .flat()
      .filter(([lng, lat]) => lng! > 7.5 && lng! < 8.3 && lat! > 47.6 && lat! < 49.1);
    expect(rhine.length).toBeGreaterThan(3);
  });
});

describe('place names', () => {
  it('names the offices’ cities in the member’s language', () => {
    const near = placesNear(9.99, 53.54, 9, 5);
    expect(near[0]?.names.en).toBe('Hamburg');
    expect(near.map((place) => placeName(place, 'de'))).toEqual(expect.arrayContaining(['Berlin', 'Köln']));
    expect(near.map((place) => placeName(place, 'en'))).toContain('Cologne');
    expect(near.map((place) => place.names.en)).not.toContain('Cork');
  });
});

describe('the configured style', () => {
  it('is read from the page, and absent when the server sets none', () => {
    const doc = document.implementation.createHTMLDocument('t');
    expect(configuredMapStyleUrl(doc)).toBeNull();
    doc.head.innerHTML = '<meta name="portal-map-style" content="https://tiles.example.com/style.json">';
    expect(configuredMapStyleUrl(doc)).toBe('https://tiles.example.com/style.json');
  });
});
