/** A raster tile source for maps: a `{z}/{x}/{y}` URL template and its required credit line. */
export interface MapTileSource {
  url: string;
  attribution: string;
}

/** spec §9 Defaults and the map block (spec §3): how maps open. */
export const mapConfig = {
  /** §9: map zoom 8. */
  defaultZoom: 8,
  /** §9: scroll wheel zoom off. */
  scrollWheelZoom: false,
  /**
   * Tile server (NEXT_PUBLIC_MAP_TILE_URL, e.g. `https://tile.example.org/{z}/{x}/{y}.png`) and
   * its credit (NEXT_PUBLIC_MAP_TILE_ATTRIBUTION). None by default: maps then draw on the
   * bundled outline of the Netherlands and Belgium and contact no third party.
   */
  tileUrl: process.env.NEXT_PUBLIC_MAP_TILE_URL || null,
  tileAttribution: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION || '',
  /** Where the shopper's view of the bundled outline is centred when there are no locations. */
  fallbackCenter: { lat: 52.1, lng: 5.3 },
} as const;

/**
 * The tile source a map may use: a tile server is a third party that sees the shopper's
 * address, so it is used only once the shopper has consented to third-party content. With no
 * consent, or no tile server set, maps draw on the bundled country outline (null).
 */
export function mapTileSource(
  thirdPartyConsent: boolean,
  config: { tileUrl: string | null; tileAttribution: string } = mapConfig,
): MapTileSource | null {
  if (!thirdPartyConsent || !config.tileUrl) return null;
  return { url: config.tileUrl, attribution: config.tileAttribution };
}
