'use client';

import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { GeoJsonObject } from 'geojson';
import type { MapTileSource } from '@/lib/config/map';
import countryOutline from './country-outline.json';
import type { InitialView } from './map-view';
import type { MapLocation } from './types';

export interface LeafletViewTexts {
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  marker: (name: string) => string;
}

interface LeafletViewProps {
  locations: MapLocation[];
  view: InitialView;
  showControls: boolean;
  scrollWheelZoom: boolean;
  tiles: MapTileSource | null;
  texts: LeafletViewTexts;
  onReady: () => void;
}

/**
 * A round marker drawn in CSS: no marker images to fetch, the name read out by screen readers.
 * 24 px (WCAG 2.5.8's target size) and centred on the place, so it covers as little as possible
 * of its neighbours (Amsterdam and Haarlem are 25 km apart).
 */
function markerIcon(name: string): L.DivIcon {
  const text = document.createElement('span');
  text.className = 'sr-only';
  text.textContent = name;
  return L.divIcon({
    html: text,
    className: 'map-marker',
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    popupAnchor: [0, -10],
  });
}

function popupContent(location: MapLocation): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement(location.href ? 'a' : 'strong');
  name.textContent = location.name;
  name.className = 'font-semibold';
  if (name instanceof HTMLAnchorElement && location.href) name.href = location.href;
  box.append(name);
  if (location.label) {
    const label = document.createElement('p');
    label.textContent = location.label;
    label.className = 'map-popup-label';
    box.append(label);
  }
  return box;
}

/** The Leaflet map itself; loaded in a chunk of its own once the map scrolls into view. */
export default function LeafletView({
  locations,
  view,
  showControls,
  scrollWheelZoom,
  tiles,
  texts,
  onReady,
}: LeafletViewProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      zoomControl: false,
      attributionControl: Boolean(tiles),
      scrollWheelZoom,
      keyboard: showControls,
      // Fitting the stores may stop between zoom levels: the whole map is used, and nearby
      // stores' markers stay apart; the buttons still zoom a whole level.
      zoomSnap: 0.25,
      zoomDelta: 1,
    });
    if (showControls) {
      L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
    }
    if (tiles) {
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
    } else {
      // No third party may be contacted: the markers sit on the bundled country outline.
      L.geoJSON(countryOutline as GeoJsonObject, {
        interactive: false,
        // The Netherlands and Belgium in white with the shop's blue border; their neighbours
        // as plain grey land, so nothing beside them reads as sea.
        style: (feature) =>
          feature?.properties?.home
            ? { color: '#0b3b66', weight: 1, fillColor: '#ffffff', fillOpacity: 1 }
            : { color: '#cbd5e1', weight: 0.5, fillColor: '#eef1f4', fillOpacity: 1 },
      }).addTo(map);
    }
    if (view.kind === 'center') {
      map.setView(view.center, view.zoom);
    } else {
      map.fitBounds(
        [
          [view.south, view.west],
          [view.north, view.east],
        ],
        { maxZoom: view.maxZoom, padding: [12, 12] },
      );
    }
    for (const location of locations) {
      const marker = L.marker(location.position, {
        icon: markerIcon(texts.marker(location.name)),
        keyboard: true,
        title: location.name,
      });
      marker
        .bindPopup(popupContent(location), { closeButton: true, autoPanPadding: [16, 16] })
        .addTo(map);
      // Keyboard users go back to the marker whose popup they closed.
      marker.on('popupclose', () => marker.getElement()?.focus({ preventScroll: true }));
    }
    // Keyboard users land in the popup they opened.
    map.on('popupopen', (event) => {
      const popup = event.popup.getElement();
      const close = popup?.querySelector<HTMLElement>('.leaflet-popup-close-button');
      if (close) {
        close.setAttribute('aria-label', texts.closePopup);
        close.title = texts.closePopup;
      }
      // Escape closes it from inside, wherever the map's own keyboard handling listens.
      if (popup) {
        popup.onkeydown = (keyEvent) => {
          if (keyEvent.key === 'Escape') map.closePopup();
        };
      }
      popup
        ?.querySelector<HTMLElement>('.leaflet-popup-content a, .leaflet-popup-close-button')
        ?.focus();
    });
    onReady();
    return () => {
      map.remove();
    };
  }, [locations, view, showControls, scrollWheelZoom, tiles, texts, onReady]);

  return <div ref={container} className={`absolute inset-0 z-0 ${tiles ? '' : 'map-outline'}`} />;
}
