'use client';

import { useSyncExternalStore } from 'react';
import { consentChangeEvent, readConsent } from './consent-state';

const subscribe = (onChange: () => void) => {
  window.addEventListener(consentChangeEvent, onChange);
  return () => window.removeEventListener(consentChangeEvent, onChange);
};

/**
 * Whether the visitor allowed third-party content (the marketing choice, ADR 0018): read from the
 * consent cookie after hydration and again whenever the choice changes. Pages are cached for
 * everyone, so the server always answers false.
 */
export function useThirdPartyConsent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readConsent()?.marketing ?? false,
    () => false,
  );
}
