import type { MapLocation } from './types';

/** The locations as a list: what the map shows before Leaflet is in, or when it cannot load. */
export function MapFallbackList({ locations }: { locations: MapLocation[] }) {
  return (
    // Focusable: a scrolling list must be reachable by keyboard.
    <ul tabIndex={0} className="relative z-10 h-full space-y-2 overflow-y-auto p-4 text-sm">
      {locations.map((location) => (
        <li key={`${location.name}-${location.position.lat}-${location.position.lng}`}>
          {location.href ? (
            <a href={location.href} className="font-semibold text-brand underline">
              {location.name}
            </a>
          ) : (
            <span className="font-semibold">{location.name}</span>
          )}
          {location.label && <span className="block text-muted">{location.label}</span>}
        </li>
      ))}
    </ul>
  );
}
