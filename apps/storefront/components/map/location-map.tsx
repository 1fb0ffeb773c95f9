'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { mapConfig, mapTileSource } from '@/lib/config/map';
import { useThirdPartyConsent } from '@/lib/consent/use-consent';
import { MapFallbackList } from './map-fallback-list';
import { initialView, isPlottable } from './map-view';
import type { LocationMapProps } from './types';
import type LeafletView from './leaflet-view';

type LeafletViewComponent =
  typeof LeafletView extends ComponentType<infer P> ? ComponentType<P> : never;

/** Starts loading a little before the map scrolls into view, so it is there when it arrives. */
const preloadMargin = '200px';

/**
 * A map of locations (spec §3 map block, §2 store finder). Until it scrolls into view, and
 * without JavaScript or when Leaflet fails to load, it shows the locations as a list; Leaflet
 * itself loads in a chunk of its own only then. Markers are keyboard-focusable buttons whose
 * popups link to `href`. Tiles come from a third party only when one is configured and the
 * shopper allowed third-party content (the marketing choice of the cookie notice); otherwise the bundled country outline is drawn.
 */
export function LocationMap({
  locations,
  zoom = mapConfig.defaultZoom,
  showControls = false,
  label,
  className = 'h-80 w-full',
}: LocationMapProps) {
  const t = useTranslations('MyStore');
  const box = useRef<HTMLDivElement>(null);
  const [View, setView] = useState<LeafletViewComponent | null>(null);
  const [ready, setReady] = useState(false);

  const plottable = useMemo(() => locations.filter(isPlottable), [locations]);
  const view = useMemo(
    () => initialView(plottable, zoom, mapConfig.fallbackCenter),
    [plottable, zoom],
  );
  const thirdPartyConsent = useThirdPartyConsent();
  const tiles = useMemo(() => mapTileSource(thirdPartyConsent), [thirdPartyConsent]);
  const texts = useMemo(
    () => ({
      zoomIn: t('map.zoomIn'),
      zoomOut: t('map.zoomOut'),
      closePopup: t('map.closePopup'),
      marker: (name: string) => t('map.marker', { name }),
    }),
    [t],
  );
  const onReady = useCallback(() => setReady(true), []);

  useEffect(() => {
    const element = box.current;
    if (!element || View) return;
    let cancelled = false;
    const load = () =>
      import('./leaflet-view').then(
        (module) => !cancelled && setView(() => module.default),
        // The list stays: the shopper still sees every location.
        (error: unknown) => console.error('[map] could not load the map:', error),
      );
    if (!('IntersectionObserver' in window)) {
      void load();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: preloadMargin },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [View]);

  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      data-map-state={ready ? 'ready' : 'list'}
      className={`relative isolate overflow-hidden rounded-md border border-line bg-sky-50 ${className}`}
    >
      {View && (
        <View
          locations={plottable}
          view={view}
          showControls={showControls}
          scrollWheelZoom={mapConfig.scrollWheelZoom}
          tiles={tiles}
          texts={texts}
          onReady={onReady}
        />
      )}
      {!ready && <MapFallbackList locations={plottable} />}
    </div>
  );
}
