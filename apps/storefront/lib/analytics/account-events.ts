import { analyticsConfig } from '@/lib/config/analytics';

/** GA4's recommended account events (spec §3 analytics), with the method the shop offers. */
export type AccountEventName = 'login' | 'sign_up';

export interface AccountEvent {
  event: AccountEventName;
  method: 'email';
}

export const accountEvent = (name: AccountEventName): AccountEvent => ({
  event: name,
  method: 'email',
});

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes to the tag manager's data layer only when one is configured (as the e-commerce events). */
export function pushAccountEvent(
  event: AccountEvent,
  target: DataLayerWindow | undefined = typeof window === 'undefined'
    ? undefined
    : (window as DataLayerWindow),
  configured: boolean = analyticsConfig.tagManagerId !== null,
): boolean {
  if (!configured || !target) return false;
  target.dataLayer ??= [];
  target.dataLayer.push(event);
  return true;
}
