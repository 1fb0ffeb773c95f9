import type { InvoiceSeller } from './invoice-records.ts';

/** The shop's legal data and invoicing choices (SHOP_LEGAL_* and INVOICE_* variables). */
export interface InvoiceSettings {
  seller: InvoiceSeller;
  /**
   * The shop sells to businesses in other EU countries without Dutch VAT (intra-community
   * supply, reverse charged). Off by default: every invoice carries Dutch VAT, as the checkout's
   * prices do.
   */
  sellsCrossBorder: boolean;
}

/** The demo shop's data; a real shop sets every SHOP_LEGAL_* variable. */
export const demoSeller: InvoiceSeller = {
  name: 'Stroomhuis B.V.',
  addressLines: ['Stationsplein 10', '3511 ED Utrecht', 'Nederland'],
  kvk: '12345678',
  vatId: 'NL123456789B01',
};

/**
 * Reads the settings from the environment:
 * - SHOP_LEGAL_NAME, SHOP_LEGAL_ADDRESS (lines separated by `|`), SHOP_KVK (8 digits) and
 *   SHOP_VAT_ID (NL, 9 digits, B, 2 digits);
 * - INVOICE_CROSS_BORDER=true to reverse charge VAT for EU business buyers outside the Netherlands.
 * @throws Error naming the variable that holds something an invoice cannot carry.
 */
export function invoiceSettings(
  env: Record<string, string | undefined> = process.env,
): InvoiceSettings {
  const value = (name: string) => env[name]?.trim() || null;
  const name = value('SHOP_LEGAL_NAME') ?? demoSeller.name;
  const address = value('SHOP_LEGAL_ADDRESS');
  const addressLines = address
    ? address
        .split('|')
        .map((line) => line.trim())
        .filter((line) => line !== '')
    : demoSeller.addressLines;
  const kvk = value('SHOP_KVK') ?? demoSeller.kvk;
  if (!/^\d{8}$/.test(kvk)) throw new Error(`SHOP_KVK must be 8 digits; got "${kvk}".`);
  const vatId = (value('SHOP_VAT_ID') ?? demoSeller.vatId).toUpperCase();
  if (!/^NL\d{9}B\d{2}$/.test(vatId)) {
    throw new Error(`SHOP_VAT_ID must look like NL123456789B01; got "${vatId}".`);
  }
  if (name.length > 100 || addressLines.length === 0 || addressLines.length > 4) {
    throw new Error('SHOP_LEGAL_NAME is at most 100 characters, SHOP_LEGAL_ADDRESS 1 to 4 lines.');
  }
  const crossBorder = value('INVOICE_CROSS_BORDER') ?? 'false';
  if (crossBorder !== 'true' && crossBorder !== 'false') {
    throw new Error(`INVOICE_CROSS_BORDER must be true or false; got "${crossBorder}".`);
  }
  return { seller: { name, addressLines, kvk, vatId }, sellsCrossBorder: crossBorder === 'true' };
}
