/**
 * Country names as each language writes them, from the runtime's CLDR data (`Intl.DisplayNames`)
 * rather than a hand-written list: the cart, the checkout, mails and documents name a country
 * the same way in every language the shop speaks.
 */
const regionNames = new Map<string, Intl.DisplayNames>();

function regionNamesIn(locale: string): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names;
}

/** A country code (`NL`) as the language names the country (`Pays-Bas`); the code if unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return regionNamesIn(locale).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
