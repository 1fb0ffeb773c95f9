import {
  demoShopLegal,
  legalAddressLines,
  shopLegal,
  type ShopLegal,
} from '../config/shop-legal.ts';
import type { InvoiceSeller } from './invoice-records.ts';

/** The seller and the invoicing choices (INVOICE_* variables). */
export interface InvoiceSettings {
  seller: InvoiceSeller;
  /**
   * The shop sells to businesses in other EU countries without Dutch VAT (intra-community
   * supply, reverse charged). Off by default: every invoice carries Dutch VAT, as the checkout's
   * prices do.
   */
  sellsCrossBorder: boolean;
}

/** The seller as the invoice names it, from the shop's one source of legal data (ADR 0035). */
export function invoiceSeller(legal: ShopLegal): InvoiceSeller {
  return {
    name: legal.name,
    addressLines: legalAddressLines(legal.address),
    kvk: legal.kvk,
    vatId: legal.vatId,
  };
}

/** The demo shop as invoices name it. */
export const demoSeller: InvoiceSeller = invoiceSeller(demoShopLegal);

/**
 * Reads the settings from the environment: the seller from `shopLegal` (SHOP_LEGAL_*, SHOP_KVK,
 * SHOP_VAT_ID), and INVOICE_CROSS_BORDER=true to reverse charge VAT for EU business buyers
 * outside the Netherlands.
 * @throws Error naming the variable that holds something an invoice cannot carry.
 */
export function invoiceSettings(
  env: Record<string, string | undefined> = process.env,
): InvoiceSettings {
  const seller = invoiceSeller(shopLegal(env));
  const crossBorder = env.INVOICE_CROSS_BORDER?.trim() || 'false';
  if (crossBorder !== 'true' && crossBorder !== 'false') {
    throw new Error(`INVOICE_CROSS_BORDER must be true or false; got "${crossBorder}".`);
  }
  return { seller, sellsCrossBorder: crossBorder === 'true' };
}
