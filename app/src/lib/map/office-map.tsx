import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { Map as MapLibreMap, Marker, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { theme } from '@portal/theme/theme';
import type { BasemapColours } from './basemap';
import { OFFLINE_MAX_ZOOM, OFFLINE_ZOOM, configuredMapStyleUrl, offlineBasemapStyle } from './basemap';
import { placeName, placesNear } from './place-names';

setWorkerUrl(workerUrl);

/** Seed 000 section 9: initial zoom 16, maximum zoom 19 (with a configured tile style). */
export const MAP_ZOOM = 16;
export const MAP_MAX_ZOOM = 19;

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 18rem;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.color.surface.sunken};
`;

const Failed = styled.p`
  margin: 0;
  padding: ${theme.space[4]};
  color: ${theme.color.text.default};
`;

/** maplibre paints with colours, not CSS variables: the skin's values, read off the page. */
function resolveColour(host: HTMLElement, value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  host.appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour || value;
}

function skinColours(host: HTMLElement): BasemapColours {
  return {
    water: resolveColour(host, theme.color.feedback.info.bg),
    // apart from the modal's raised surface, so the coast reads as a coast and not as the pop-up's edge
    land: resolveColour(host, theme.color.surface.sunken),
    coast: resolveColour(host, theme.color.border.strong),
    border: resolveColour(host, theme.color.border.strong),
  };
}

/** Built with DOM calls (not markup) so the page's CSP, which allows no inline style attributes, lets it through. */
function placeLabel(text: string): HTMLElement {
  const label = document.createElement('span');
  label.className = 'portal-place-name';
  label.textContent = text;
  Object.assign(label.style, {
    padding: '0 4px',
    borderRadius: '3px',
    font: `600 12px/1.4 ${theme.font.family.body}`,
    color: theme.color.text.default,
    background: theme.color.surface.raised,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  });
  return label;
}

export interface OfficeMapProps {
  readonly lat: number;
  readonly lng: number;
  /** the office's address: the pin's name */
  readonly label: string;
  /** the region's accessible name */
  readonly regionLabel: string;
  /** shown when the map cannot be drawn */
  readonly failedText: string;
  readonly language: string;
}

/**
 * An office on a map with a draggable pin. Without a configured tile style (MAP_STYLE_URL) it draws Natural
 * Earth's land, water and borders from the world-atlas package and the demo offices' city names: no request
 * leaves the portal's origin (decision 0220). Load it lazily: maplibre and the atlas are large.
 */
export default function OfficeMap({ lat, lng, label, regionLabel, failedText, language }: OfficeMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    const host = container.current;
    if (!host) return undefined;
    let cancelled = false;
    let map: MapLibreMap | null = null;
    const markers: Marker[] = [];
    const observer = new ResizeObserver(() => map?.resize());
    setState('loading');

    const draw = async () => {
      const styleUrl = configuredMapStyleUrl();
      const style =
        styleUrl ??
        offlineBasemapStyle(
          // the atlas is a chunk of its own, fetched from the portal's origin only when a map is drawn
          (await import('world-atlas/countries-50m.json')).default as unknown as Parameters<
            typeof offlineBasemapStyle
          >[0],
          skinColours(host),
        );
      if (cancelled) return;
      map = new MapLibreMap({
        container: host,
        style,
        center: [lng, lat],
        zoom: styleUrl ? MAP_ZOOM : OFFLINE_ZOOM,
        maxZoom: styleUrl ? MAP_MAX_ZOOM : OFFLINE_MAX_ZOOM,
        minZoom: styleUrl ? 0 : 3,
        attributionControl: styleUrl ? { compact: true } : false,
      });
      if (!styleUrl) {
        for (const place of placesNear(lng, lat, 9, 5)) {
          markers.push(
            new Marker({ element: placeLabel(placeName(place, language)), anchor: 'left', offset: [8, 0] })
              .setLngLat([place.lng, place.lat])
              .addTo(map),
          );
        }
      }
      const pin = new Marker({ draggable: true }).setLngLat([lng, lat]).addTo(map);
      pin.getElement().setAttribute('aria-label', label);
      markers.push(pin);
      map.once('load', () => {
        map?.resize();
        // idle: every layer drawn, so a screenshot (or a member) sees the whole map, not its first tiles
        map?.once('idle', () => {
          if (!cancelled) setState('loaded');
        });
      });
      // the modal grows in with an animation; the canvas follows the frame's final size
      observer.observe(host);
    };
    draw().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      for (const marker of markers) marker.remove();
      map?.remove();
    };
  }, [lat, lng, label, language]);

  return (
    <Frame
      ref={container}
      role="region"
      aria-label={regionLabel}
      data-testid="location-map"
      data-map-loaded={state === 'loaded' ? 'true' : 'false'}
    >
      {state === 'failed' ? <Failed role="alert">{failedText}</Failed> : null}
    </Frame>
  );
}
