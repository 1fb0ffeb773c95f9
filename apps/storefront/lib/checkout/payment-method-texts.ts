/**
 * The payment methods whose name and description the shop words itself, per locale (messages
 * namespace PaymentMethods, keyed by method code). The provider's own title is Dutch whatever the
 * page's language; a method not listed here keeps that title and shows no description.
 */
export const describedPaymentMethods = [
  'paynl_payment_ideal',
  'paynl_payment_capayable_gespreid',
  'paynl_payment_afterpay',
  'paynl_payment_mastercard',
  'paynl_payment_visa',
  'paynl_payment_mistercash',
] as const;

const described = new Set<string>(describedPaymentMethods);

/** A method's name and description in the page's language; `t` reads the PaymentMethods namespace. */
export function paymentMethodText(
  t: (key: string) => string,
  code: string,
  providerTitle: string,
): { name: string; description: string | null } {
  if (!described.has(code)) return { name: providerTitle, description: null };
  return { name: t(`${code}.name`), description: t(`${code}.description`) };
}
