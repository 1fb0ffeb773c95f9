import type { ClientMessages } from './client';

/** The message namespaces client components read; the rest stays on the server. */
export const clientNamespaces = [
  'Account',
  'Auth',
  'Cart',
  'catalog',
  'Deal',
  'Errors',
  'Footer',
  'Header',
  'LanguageSwitcher',
  'Menu',
  'Newsletter',
  'Reservation',
  'search',
  'Toasts',
  'Validation',
  'Wishlist',
] as const;

export function clientMessages(messages: Record<string, unknown>): ClientMessages {
  return Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]));
}
