import { analyticsConfig, type TagSetup } from '@/lib/config/analytics';
import type { ConsentChoice } from '@/lib/consent/consent-cookie';
import { announceConsent, readConsent } from '@/lib/consent/consent-state';
import type { EcommerceEvent } from './ecommerce';
import type {
  AccountEvent,
  FilterSelectionEvent,
  MenuSelectionEvent,
  SearchEvent,
  SelectItemEvent,
} from './site-events';

/** Every event of the e-commerce tracking model (spec §3). */
export type AnalyticsEvent =
  | EcommerceEvent
  | SearchEvent
  | SelectItemEvent
  | MenuSelectionEvent
  | FilterSelectionEvent
  | AccountEvent;

export interface TagWindow {
  dataLayer?: unknown[];
  /** Defined by the tag loader once the tags started (after consent). */
  gtag?: (...args: unknown[]) => void;
}

export interface TrackContext {
  tag: TagSetup | null;
  consent: ConsentChoice | null;
  target: TagWindow | undefined;
  /** Asks the tag loader to start the tags for this choice. */
  start?: (choice: ConsentChoice) => void;
}

function browserContext(): TrackContext {
  if (typeof window === 'undefined')
    return { tag: analyticsConfig.tag, consent: null, target: undefined };
  return {
    tag: analyticsConfig.tag,
    consent: readConsent(),
    target: window as TagWindow,
    start: announceConsent,
  };
}

/**
 * The one way an event leaves the shop (spec §3, §7): to the data layer (tag manager) or as a
 * gtag event, only when tracking is configured and the visitor allowed analytics. Events before
 * that are dropped, not queued: holding on to what a visitor did until they agree would be the
 * tracking they have not agreed to. True when the event was sent.
 */
export function track(event: AnalyticsEvent, context: TrackContext = browserContext()): boolean {
  const { tag, consent, target } = context;
  if (!tag || !target || !consent?.analytics) return false;
  // Consent given in another tab is in the cookie, but the tags of this page did not hear of it.
  if (!target.gtag) context.start?.(consent);
  const gtag = target.gtag;
  if (!gtag) return false;
  if (tag.mode === 'gtm') {
    const layer = (target.dataLayer ??= []);
    // GA4 asks to clear the previous ecommerce object before pushing a new one.
    if ('ecommerce' in event) layer.push({ ecommerce: null });
    layer.push(event);
  } else {
    const { event: name, ...rest } = event;
    const { ecommerce, ...params } = rest as { ecommerce?: Record<string, unknown> };
    gtag('event', name, { ...params, ...ecommerce });
  }
  return true;
}
