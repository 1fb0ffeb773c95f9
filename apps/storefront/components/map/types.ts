/** One place on a map (a store, or a location of the page builder's map block). */
export interface MapLocation {
  name: string;
  position: { lat: number; lng: number };
  /** Where the marker's popup links to (already localised). */
  href?: string;
  /** A line under the name in the popup and the list, e.g. the address. */
  label?: string;
}

export interface LocationMapProps {
  locations: MapLocation[];
  /** spec §9: 8. With several locations the map fits them all, zoomed in at most this far. */
  zoom?: number;
  /** The zoom buttons and keyboard panning (spec §3 map block: show-controls). */
  showControls?: boolean;
  /** The map's accessible name, e.g. "Map of our stores". */
  label: string;
  /** Sizing classes for the map's box; default a 20rem high, full-width box. */
  className?: string;
}
