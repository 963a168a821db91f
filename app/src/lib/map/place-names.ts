/** A city on the offline basemap, named in each language a demo client speaks. */
export interface PlaceName {
  readonly lng: number;
  readonly lat: number;
  readonly names: { readonly en: string } & Readonly<Partial<Record<string, string>>>;
}

/**
 * The cities of the demo clients' offices (packages/server/src/locations/seed.ts). Natural Earth's country shapes
 * carry no towns, and the offline map has no glyph server, so these few labels are drawn as page text.
 */
export const OFFICE_CITIES: readonly PlaceName[] = [
  { lng: -0.1276, lat: 51.5072, names: { en: 'London', de: 'London', fr: 'Londres' } },
  { lng: -2.5879, lat: 51.4545, names: { en: 'Bristol' } },
  { lng: -1.5491, lat: 53.8008, names: { en: 'Leeds' } },
  { lng: -2.2426, lat: 53.4808, names: { en: 'Manchester' } },
  { lng: -4.2518, lat: 55.8642, names: { en: 'Glasgow' } },
  { lng: -3.1883, lat: 55.9533, names: { en: 'Edinburgh', fr: 'Édimbourg' } },
  { lng: -3.1791, lat: 51.4816, names: { en: 'Cardiff' } },
  { lng: -1.8904, lat: 52.4862, names: { en: 'Birmingham' } },
  { lng: -1.1581, lat: 52.9548, names: { en: 'Nottingham' } },
  { lng: -0.1372, lat: 50.8225, names: { en: 'Brighton' } },
  { lng: -5.9301, lat: 54.5973, names: { en: 'Belfast' } },
  { lng: -6.2603, lat: 53.3498, names: { en: 'Dublin' } },
  { lng: -8.4756, lat: 51.8985, names: { en: 'Cork' } },
  { lng: -9.0568, lat: 53.2707, names: { en: 'Galway' } },
  { lng: 13.405, lat: 52.52, names: { en: 'Berlin' } },
  { lng: 9.9937, lat: 53.5511, names: { en: 'Hamburg', fr: 'Hambourg' } },
  { lng: 11.582, lat: 48.1351, names: { en: 'Munich', de: 'München' } },
  { lng: 6.9603, lat: 50.9375, names: { en: 'Cologne', de: 'Köln' } },
  { lng: 2.3522, lat: 48.8566, names: { en: 'Paris' } },
  { lng: 4.8357, lat: 45.764, names: { en: 'Lyon' } },
];

/** The city's name in the member's language, else its English name. */
export function placeName(place: PlaceName, language: string): string {
  return place.names[language] ?? place.names.en;
}

/** The cities inside a box of ±lngSpan/±latSpan degrees around a point, nearest first. */
export function placesNear(lng: number, lat: number, lngSpan: number, latSpan: number): PlaceName[] {
  return OFFICE_CITIES.filter(
    (place) => Math.abs(place.lng - lng) <= lngSpan && Math.abs(place.lat - lat) <= latSpan,
  ).sort((a, b) => Math.hypot(a.lng - lng, a.lat - lat) - Math.hypot(b.lng - lng, b.lat - lat));
}
