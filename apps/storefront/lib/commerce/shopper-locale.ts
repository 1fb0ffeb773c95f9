import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<string>();

/**
 * Runs `work` with the shopper's page language known to every engine call it makes: the engine
 * records it on the cart, so the order's mails go out in that language (X-Locale header).
 */
export function withShopperLocale<T>(locale: string, work: () => Promise<T>): Promise<T> {
  return scope.run(locale, work);
}

/** The language set by `withShopperLocale` around the current request, if any. */
export function shopperLocale(): string | undefined {
  return scope.getStore();
}
