import type { MapLocation } from './types';

export type InitialView =
  | { kind: 'center'; center: { lat: number; lng: number }; zoom: number }
  | { kind: 'bounds'; south: number; west: number; north: number; east: number; maxZoom: number };

/**
 * Where a map opens: one location (or none) centred at the given zoom, several fitted into view
 * but never closer than that zoom, so the spec's zoom 8 stays the default closeness.
 */
export function initialView(
  locations: readonly MapLocation[],
  zoom: number,
  fallbackCenter: { lat: number; lng: number },
): InitialView {
  if (locations.length === 0) return { kind: 'center', center: fallbackCenter, zoom };
  if (locations.length === 1) return { kind: 'center', center: locations[0]!.position, zoom };
  const lats = locations.map((location) => location.position.lat);
  const lngs = locations.map((location) => location.position.lng);
  return {
    kind: 'bounds',
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
    maxZoom: zoom,
  };
}

/** Latitude and longitude must be real coordinates; a block with a broken one is left out. */
export function isPlottable(location: MapLocation): boolean {
  const { lat, lng } = location.position;
  return (
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
  );
}
