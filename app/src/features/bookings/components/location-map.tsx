import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Map as MapLibreMap, Marker, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { theme } from '@portal/theme/theme';

setWorkerUrl(workerUrl);

/** Seed 000 section 9: initial zoom 16, maximum zoom 19. */
export const MAP_ZOOM = 16;
export const MAP_MAX_ZOOM = 19;

/**
 * Without a configured tile style the map draws no network tiles (the network may be closed, and a tile
 * request tells a third party where the member's session is): a plain background with the marker.
 */
export const OFFLINE_MAP_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e9efe8' } }],
};

function mapStyle(): StyleSpecification | string {
  const configured = import.meta.env.VITE_MAP_STYLE_URL;
  return typeof configured === 'string' && configured ? configured : OFFLINE_MAP_STYLE;
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 18rem;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.color.surface.sunken};
`;

export interface LocationMapProps {
  readonly lat: number;
  readonly lng: number;
  readonly label: string;
}

/** The face-to-face address on a map with a draggable marker; loaded only with the location modal. */
export default function LocationMap({ lat, lng, label }: LocationMapProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!container.current) return undefined;
    const map = new MapLibreMap({
      container: container.current,
      style: mapStyle(),
      center: [lng, lat],
      zoom: MAP_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      attributionControl: false,
    });
    const marker = new Marker({ draggable: true }).setLngLat([lng, lat]).addTo(map);
    marker.getElement().setAttribute('aria-label', label);
    map.on('load', () => {
      map.resize();
      setLoaded(true);
    });
    // the modal grows in with an animation; the canvas follows the frame's final size
    const observer = new ResizeObserver(() => map.resize());
    observer.observe(container.current);
    return () => {
      observer.disconnect();
      marker.remove();
      map.remove();
    };
  }, [lat, lng, label]);

  return (
    <Frame
      ref={container}
      role="region"
      aria-label={t`Map of ${label}`}
      data-testid="location-map"
      data-map-loaded={loaded ? 'true' : 'false'}
    />
  );
}
