/** spec §2 route link: Google Maps directions to the store; nothing is requested until clicked. */
export function directionsUrl(store: {
  name: string;
  street: string;
  postcode: string;
  city: string;
  position: { lat: number; lng: number } | null;
}): string {
  const destination = store.position
    ? `${store.position.lat},${store.position.lng}`
    : `${store.name}, ${store.street}, ${store.postcode} ${store.city}`;
  const params = new URLSearchParams({ api: '1', destination });
  return `https://www.google.com/maps/dir/?${params}`;
}

/** A `tel:` link: the number without spaces or punctuation, Dutch numbers as +31. */
export function telHref(phone: string, countryCode = '31'): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+${countryCode}${digits.slice(1)}`;
  return `tel:${digits}`;
}

/** The store page's path (without locale prefix). */
export const storePath = (code: string) => `/winkels/${encodeURIComponent(code)}`;
