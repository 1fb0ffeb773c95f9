/**
 * spec §3 analytics and §7 tracking: the e-commerce tracking model's events, sent to a tag
 * manager's data layer or through gtag, only when one of them is configured and only after the
 * visitor's analytics consent (lib/consent).
 *
 * - NEXT_PUBLIC_GTM_ID (`GTM-…`): Google Tag Manager; events are pushed to `window.dataLayer`.
 * - NEXT_PUBLIC_GA_MEASUREMENT_ID (`G-…`): GA4 through gtag.js, used when no tag manager id is
 *   set; events are `gtag('event', …)` calls.
 *
 * Both are read at build time (NEXT_PUBLIC_). A value of another shape counts as not set, so
 * nothing but a well-formed id ever reaches the page's inline script.
 */
export type TagSetup = { mode: 'gtm' | 'gtag'; id: string };

const gtmId = /^GTM-[A-Z0-9]{4,12}$/;
const measurementId = /^G-[A-Z0-9]{4,16}$/;

export function tagSetup(
  tagManagerId: string | undefined,
  gaMeasurementId: string | undefined,
): TagSetup | null {
  const gtm = tagManagerId?.trim().toUpperCase();
  if (gtm && gtmId.test(gtm)) return { mode: 'gtm', id: gtm };
  const ga = gaMeasurementId?.trim().toUpperCase();
  if (ga && measurementId.test(ga)) return { mode: 'gtag', id: ga };
  return null;
}

/** Where the tag's script comes from (the only third-party host the CSP then allows). */
export const tagScriptUrl = (tag: TagSetup): string =>
  tag.mode === 'gtm'
    ? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tag.id)}`
    : `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tag.id)}`;

export const analyticsConfig = {
  tag: tagSetup(process.env.NEXT_PUBLIC_GTM_ID, process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID),
  /** §3: an item without a currency is in euros. */
  defaultCurrency: 'EUR',
  /** §9 Other: at most five category levels in analytics. */
  maxCategoryLevels: 5,
  /** GA4 keeps at most 100 characters of an event parameter's value. */
  maxParameterLength: 100,
  /** Consent Mode v2: how long tags wait for the stored choice's update (ms). */
  consentWaitMs: 500,
} as const;
