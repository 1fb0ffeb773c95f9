/**
 * The seller's legal data, in one place (ADR 0035): the name, address, KvK and VAT numbers, IBAN
 * and customer-service contact that invoices, credit notes, mails, the footer, the contact page
 * and the structured data all show. Read from the environment when the engine starts, so a wrong
 * number stops the start instead of printing a second set of data somewhere.
 */

export interface ShopLegalAddress {
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface ShopLegal {
  /** The registered name (Stroomhuis B.V.), not the brand shown in the header. */
  name: string;
  address: ShopLegalAddress;
  /** Chamber of Commerce (KvK) number, 8 digits. */
  kvk: string;
  /** The shop's Dutch VAT number, NL + 9 digits + B + 2 digits. */
  vatId: string;
  /** The shop's bank account, printed without spaces; null when the shop shows none. */
  iban: string | null;
  /** Customer service: where contact messages go and what shoppers are told to write to. */
  email: string;
  phone: string;
}

/** The demo shop's data; a real shop sets every SHOP_LEGAL_* variable. */
export const demoShopLegal: ShopLegal = {
  name: 'Stroomhuis B.V.',
  address: { street: 'Stationsplein 12', postcode: '3511 ED', city: 'Utrecht', country: 'NL' },
  kvk: '30123456',
  vatId: 'NL859123456B01',
  iban: 'NL91ABNA0417164300',
  email: 'klantenservice@stroomhuis.nl',
  phone: '030 123 45 67',
};

/** The variables that name the seller; set one and all of them must be set (no mixed data). */
const requiredWhenConfigured = [
  'SHOP_LEGAL_NAME',
  'SHOP_LEGAL_STREET',
  'SHOP_LEGAL_POSTCODE',
  'SHOP_LEGAL_CITY',
  'SHOP_KVK',
  'SHOP_VAT_ID',
] as const;

type Env = Record<string, string | undefined>;

/**
 * Reads the seller from SHOP_LEGAL_NAME, SHOP_LEGAL_STREET, SHOP_LEGAL_POSTCODE, SHOP_LEGAL_CITY,
 * SHOP_LEGAL_COUNTRY (default NL), SHOP_KVK, SHOP_VAT_ID, SHOP_IBAN (optional), SHOP_CONTACT_EMAIL
 * and SHOP_PHONE. With none of the naming variables set it is the demo shop.
 * @throws Error naming the variable that is missing or holds something an invoice cannot carry.
 */
export function shopLegal(env: Env = process.env): ShopLegal {
  const value = (name: string) => env[name]?.trim() || null;
  if (value('SHOP_LEGAL_ADDRESS')) {
    throw new Error(
      'SHOP_LEGAL_ADDRESS is replaced by SHOP_LEGAL_STREET, SHOP_LEGAL_POSTCODE, SHOP_LEGAL_CITY and SHOP_LEGAL_COUNTRY.',
    );
  }
  const configured = requiredWhenConfigured.filter((name) => value(name) !== null);
  const demo = configured.length === 0;
  if (!demo && configured.length < requiredWhenConfigured.length) {
    const missing = requiredWhenConfigured.filter((name) => value(name) === null);
    // Half the variables would print the demo shop's numbers beside the real name.
    throw new Error(`Set every seller variable or none; missing: ${missing.join(', ')}.`);
  }
  const pick = (name: string, demoValue: string) => (demo ? demoValue : (value(name) ?? ''));

  const name = pick('SHOP_LEGAL_NAME', demoShopLegal.name);
  if (name.length > 100) throw new Error('SHOP_LEGAL_NAME is at most 100 characters.');
  const address: ShopLegalAddress = {
    street: pick('SHOP_LEGAL_STREET', demoShopLegal.address.street),
    postcode: pick('SHOP_LEGAL_POSTCODE', demoShopLegal.address.postcode).toUpperCase(),
    city: pick('SHOP_LEGAL_CITY', demoShopLegal.address.city),
    country: (value('SHOP_LEGAL_COUNTRY') ?? 'NL').toUpperCase(),
  };
  if (address.street.length > 200 || address.city.length > 100 || address.postcode.length > 20) {
    throw new Error(
      'SHOP_LEGAL_STREET, _POSTCODE and _CITY are at most 200, 20 and 100 characters.',
    );
  }
  if (!/^[A-Z]{2}$/.test(address.country)) {
    throw new Error(
      `SHOP_LEGAL_COUNTRY must be two letters (ISO 3166-1); got "${address.country}".`,
    );
  }
  const kvk = pick('SHOP_KVK', demoShopLegal.kvk);
  if (!/^\d{8}$/.test(kvk)) throw new Error(`SHOP_KVK must be 8 digits; got "${kvk}".`);
  const vatId = pick('SHOP_VAT_ID', demoShopLegal.vatId).toUpperCase();
  if (!/^NL\d{9}B\d{2}$/.test(vatId)) {
    throw new Error(`SHOP_VAT_ID must look like NL123456789B01; got "${vatId}".`);
  }
  const iban = demo ? demoShopLegal.iban : normalIban(value('SHOP_IBAN'));
  const email = value('SHOP_CONTACT_EMAIL') ?? defaultContactEmail(env);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    throw new Error(`SHOP_CONTACT_EMAIL must be an e-mail address; got "${email}".`);
  }
  const phone = value('SHOP_PHONE') ?? (demo ? demoShopLegal.phone : '');
  if (phone.length > 50) throw new Error('SHOP_PHONE is at most 50 characters.');
  return { name, address, kvk, vatId, iban, email, phone };
}

/** `klantenservice@` the shop's domain (SHOP_URL without `www.`), else the demo shop's address. */
function defaultContactEmail(env: Env): string {
  const host = new URL(env.SHOP_URL ?? 'http://localhost:3000').hostname.replace(/^www\./, '');
  const isDomain = host.includes('.') && !/^[\d.]+$/.test(host);
  return isDomain ? `klantenservice@${host}` : demoShopLegal.email;
}

/** The IBAN without spaces, in capitals, its ISO 13616 check digits verified (mod 97). */
function normalIban(raw: string | null): string | null {
  if (raw === null) return null;
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  const valid =
    /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) &&
    BigInt(
      [...(iban.slice(4) + iban.slice(0, 4))]
        .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
        .join(''),
    ) %
      97n ===
      1n;
  if (!valid) throw new Error(`SHOP_IBAN is not a valid IBAN; got "${raw}".`);
  return iban;
}

/** The address as lines on paper: street, postcode and city, the country in Dutch. */
export function legalAddressLines(address: ShopLegalAddress): string[] {
  const country = new Intl.DisplayNames(['nl'], { type: 'region' }).of(address.country);
  return [address.street, `${address.postcode} ${address.city}`, country ?? address.country];
}
