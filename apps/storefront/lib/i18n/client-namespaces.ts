import type { ClientMessages } from './client';

/** The message namespaces client components read; the rest stays on the server. */
export const clientNamespaces = [
  'Account',
  'Auth',
  'Cart',
  'catalog',
  'Consent',
  'Deal',
  'Errors',
  'Footer',
  'Header',
  'LanguageSwitcher',
  'Menu',
  'MyStore',
  'Newsletter',
  'Reservation',
  'search',
  'Toasts',
  'ToastRegion',
  'Validation',
  'Wishlist',
] as const;

export function clientMessages(messages: Record<string, unknown>): ClientMessages {
  return Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]));
}

/** The account area's pages also read their own texts and the address and form messages. */
export const accountPageNamespaces = ['AccountPages', 'Checkout', 'Validation'] as const;

export function accountPageMessages(messages: Record<string, unknown>): ClientMessages {
  return {
    ...clientMessages(messages),
    ...Object.fromEntries(
      accountPageNamespaces.map((namespace) => [namespace, messages[namespace]]),
    ),
  };
}
