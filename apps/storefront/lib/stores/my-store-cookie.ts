import { physicalStoresConfig } from '@/lib/config/physical-stores';

const { chosenStoreCookie, chosenStoreMaxAgeSeconds } = physicalStoresConfig;

/** Store codes are slugs; anything else in the cookie was not written by the shop. */
const storeCodePattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The chosen store's code from a `Cookie` header or `document.cookie`; null when none. */
export function readMyStoreCode(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== chosenStoreCookie) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return storeCodePattern.test(value) ? value : null;
  }
  return null;
}

/**
 * The `document.cookie` assignment that keeps (for a year, SameSite=Lax) or clears the chosen
 * store. Not httpOnly: the browser reads it, and it grants nothing.
 */
export function myStoreCookie(code: string | null, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return code
    ? `${chosenStoreCookie}=${encodeURIComponent(code)}; Max-Age=${chosenStoreMaxAgeSeconds}${attributes}`
    : `${chosenStoreCookie}=; Max-Age=0${attributes}`;
}

/** spec §4 store picker: choosing the store already chosen clears the choice. */
export function nextMyStore(current: string | null, chosen: string): string | null {
  return current === chosen ? null : chosen;
}
