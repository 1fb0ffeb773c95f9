import {
  consentCookieString,
  parseConsent,
  type ConsentChoice,
  type StoredConsent,
} from './consent-cookie';

/**
 * The choice in this browser. A change is announced as a window event, which the tag loader
 * (lib/analytics/tag-loader.ts, an inline script) answers by starting the tags or updating
 * their consent.
 */
export const consentChangeEvent = 'shop:consent';

export function readConsent(): StoredConsent | null {
  return typeof document === 'undefined' ? null : parseConsent(document.cookie);
}

export function announceConsent(choice: ConsentChoice): void {
  window.dispatchEvent(
    new CustomEvent<ConsentChoice>(consentChangeEvent, {
      detail: { analytics: choice.analytics, marketing: choice.marketing },
    }),
  );
}

/** Stores the choice for a year (Secure over https) and announces it. */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookieString(choice, { secure: location.protocol === 'https:' });
  announceConsent(choice);
}
