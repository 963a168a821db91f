import type cityTimezones from 'city-timezones';

/** Reverse geocoding for location_detection questions: an address for a position. */
export interface Geocoder {
  reverse(lat: number, lng: number): Promise<string | null>;
}

const RAD = Math.PI / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Beyond this the nearest town says nothing about where the member is (open sea, polar ice). */
export const MAX_OFFLINE_DISTANCE_KM = 250;

/**
 * The default: the nearest of the 7,300 towns bundled in the city-timezones package, with its province and
 * country. Works offline, on one machine, with no key; a town is as precise as the spec's use needs.
 */
export const offlineGeocoder: Geocoder = {
  async reverse(lat, lng) {
    // 7,300 towns (9 MB of heap) loaded by the first question that asks, not by every start (decision 0720)
    const { cityMapping } = (await import('city-timezones')).default;
    let best: (typeof cityTimezones.cityMapping)[number] | undefined;
    let bestKm = Infinity;
    for (const city of cityMapping) {
      const km = distanceKm({ lat, lng }, city);
      if (km < bestKm) {
        best = city;
        bestKm = km;
      }
    }
    if (!best || bestKm > MAX_OFFLINE_DISTANCE_KM) return null;
    const parts = [best.city, best.province, best.country].filter((part, i, all) => part && all.indexOf(part) === i);
    return parts.join(', ');
  },
};

/**
 * Production: a Nominatim-compatible reverse geocoding service (DMH_GEOCODER_URL, e.g. https://host/reverse),
 * which answers `display_name` for `lat`, `lon` and `format=jsonv2`.
 */
export function serviceGeocoder(url: string, fetcher: typeof fetch = fetch): Geocoder {
  return {
    async reverse(lat, lng) {
      const target = new URL(url);
      target.searchParams.set('format', 'jsonv2');
      target.searchParams.set('lat', String(lat));
      target.searchParams.set('lon', String(lng));
      const response = await fetcher(target, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
      if (!response.ok) return null;
      const body = (await response.json()) as { display_name?: unknown };
      return typeof body.display_name === 'string' && body.display_name ? body.display_name : null;
    },
  };
}

/** The geocoder the environment configures: the service when DMH_GEOCODER_URL is set, else the offline one. */
export function geocoderFromEnv(env: Record<string, string | undefined> = process.env): Geocoder {
  const url = env.DMH_GEOCODER_URL?.trim();
  return url ? serviceGeocoder(url) : offlineGeocoder;
}
