import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The colours of the offline basemap, resolved from the skin's tokens (maplibre paints no CSS variables). */
export interface BasemapColours {
  readonly water: string;
  readonly land: string;
  readonly coast: string;
  readonly border: string;
}

/**
 * Natural Earth at 1:50m is meaningful to about zoom 8; closer, the coast is a straight line and a member sees
 * only one colour. The offline map opens on the country (zoom 5: a coast or a border is in view for every demo
 * office) and stops at 8; a configured tile style keeps the spec's 16 and 19.
 */
export const OFFLINE_ZOOM = 5;
export const OFFLINE_MAX_ZOOM = 8;

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** A maplibre style of water, land, coastline and country borders from world-atlas' TopoJSON: no request at all. */
export function offlineBasemapStyle(
  topology: CountriesTopology,
  colours: BasemapColours,
): StyleSpecification {
  const land = feature(topology, topology.objects.land);
  // borders between two countries only; the coast is drawn from the land's outline
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: land },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colours.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colours.land } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': colours.coast, 'line-width': 1 } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': colours.border, 'line-width': 1.5, 'line-dasharray': [3, 2] },
      },
    ],
  };
}

/** The tile style a deployment configures (decision 0220): server-rendered into the page from MAP_STYLE_URL. */
export function configuredMapStyleUrl(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="portal-map-style"]')?.content.trim();
  return content ? content : null;
}
