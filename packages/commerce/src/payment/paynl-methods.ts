import type { ProviderPaymentMethod } from './payment-port.ts';

/**
 * The methods this shop offers through Pay., with Pay.'s payment option ids
 * (paynl/magento2-plugin etc/config.xml) and the shop's method codes (that plugin's codes).
 *
 * Limits, decided from the providers' own terms and kept here so they are visible in one place:
 * - iDEAL: 1 cent to €50,000, the iDEAL scheme's ceiling as Pay. applies it. No bank choice:
 *   iDEAL 2.0 dropped issuers; they appear only when the provider's method list carries them.
 * - in3: €100 to €3,000, the range in3 and Pay. state for "betalen in 3 termijnen"; consumers
 *   only; in3 asks date of birth and phone for its check.
 * - Riverty (AfterPay): €5 to €1,500 for new customers; consumers only (the shop's business
 *   customers pay otherwise); date of birth, gender and phone are required for the credit check.
 * - Mastercard, Visa, Bancontact: from 1 cent; the card or bank sets the ceiling, not the shop.
 *
 * Expiry: iDEAL-like methods (bank redirect, card) expire after PAYNL_EXPIRE_MINUTES (15);
 * in3 and Riverty ask the shopper to fill in an application, so they get an hour.
 */
export interface PaynlMethodDefinition extends Omit<
  ProviderPaymentMethod,
  'issuers' | 'expireMinutes'
> {
  /** Fixed expiry in minutes, or null for the configured iDEAL-like expiry. */
  fixedExpireMinutes: number | null;
}

const logo = (name: string) => `wysiwyg/logos/payment/${name}.svg`;

export const paynlMethodTable: readonly PaynlMethodDefinition[] = [
  {
    code: 'paynl_payment_ideal',
    providerId: 10,
    title: 'iDEAL',
    logo: logo('ideal'),
    minCents: 1,
    maxCents: 50_000_00,
    requiredFields: [],
    fixedExpireMinutes: null,
    personalOnly: false,
  },
  {
    code: 'paynl_payment_capayable_gespreid',
    providerId: 1813,
    title: 'in3: betaal in 3 termijnen, 0% rente',
    logo: logo('in3'),
    minCents: 100_00,
    maxCents: 3_000_00,
    requiredFields: ['DATE_OF_BIRTH', 'TELEPHONE'],
    fixedExpireMinutes: 60,
    personalOnly: true,
  },
  {
    code: 'paynl_payment_afterpay',
    providerId: 739,
    title: 'Riverty: achteraf betalen',
    logo: logo('rivertyafterpay'),
    minCents: 5_00,
    maxCents: 1_500_00,
    requiredFields: ['DATE_OF_BIRTH', 'GENDER', 'TELEPHONE'],
    fixedExpireMinutes: 60,
    personalOnly: true,
  },
  {
    code: 'paynl_payment_mastercard',
    providerId: 3138,
    title: 'Mastercard',
    logo: logo('mastercard'),
    minCents: 1,
    maxCents: null,
    requiredFields: [],
    fixedExpireMinutes: null,
    personalOnly: false,
  },
  {
    code: 'paynl_payment_visa',
    providerId: 3141,
    title: 'Visa',
    logo: logo('visa'),
    minCents: 1,
    maxCents: null,
    requiredFields: [],
    fixedExpireMinutes: null,
    personalOnly: false,
  },
  {
    code: 'paynl_payment_mistercash',
    providerId: 436,
    title: 'Bancontact',
    logo: logo('bancontact'),
    minCents: 1,
    maxCents: null,
    requiredFields: [],
    fixedExpireMinutes: null,
    personalOnly: false,
  },
];

/** The legacy iDEAL banks (paymentOptionSubId), offered by the simulator when asked to. */
export const legacyIdealIssuers: readonly { id: string; name: string }[] = [
  { id: '1', name: 'ABN AMRO' },
  { id: '2', name: 'Rabobank' },
  { id: '4', name: 'ING' },
  { id: '5', name: 'SNS' },
  { id: '8', name: 'ASN Bank' },
  { id: '12', name: 'Knab' },
  { id: '5080', name: 'bunq' },
];

export function methodByProviderId(providerId: number): PaynlMethodDefinition | undefined {
  return paynlMethodTable.find((method) => method.providerId === providerId);
}
