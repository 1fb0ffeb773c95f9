import { GraphQLError } from 'graphql';
import type { PaymentProvider, ProviderPaymentMethod } from '../payment/payment-port.ts';
import type { ChosenPaymentMethod } from '../cart/cart-records.ts';
import type { PaymentMethodInput } from '../graphql/generated/resolver-types.ts';

/** The methods a cart may be paid with: within their amount limits, Riverty not for businesses. */
export async function methodsFor(
  provider: PaymentProvider,
  grandTotalCents: number,
  customerType: 'PERSONAL' | 'BUSINESS',
): Promise<ProviderPaymentMethod[]> {
  const all = await provider.methods();
  return all.filter(
    (method) =>
      (method.minCents === null || grandTotalCents >= method.minCents) &&
      (method.maxCents === null || grandTotalCents <= method.maxCents) &&
      !(method.personalOnly && customerType === 'BUSINESS'),
  );
}

const fieldError = (field: string, message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Checks what the chosen method asks of the shopper (spec §3 Payment) and gives back the choice
 * as the cart keeps it.
 * @throws GraphQLError BAD_USER_INPUT naming the field.
 */
export function chosenMethod(
  method: ProviderPaymentMethod,
  input: PaymentMethodInput,
  today: string,
): ChosenPaymentMethod {
  const paynl = input.paynl ?? {};
  const needs = new Set(method.requiredFields);
  let issuerId: string | null = null;
  if (method.issuers.length > 0 && (needs.has('ISSUER') || paynl.issuer_id)) {
    issuerId = paynl.issuer_id ?? null;
    if (!issuerId) throw fieldError('paynl.issuer_id', 'The field is required.');
    if (!method.issuers.some((issuer) => issuer.id === issuerId)) {
      throw fieldError('paynl.issuer_id', 'Choose one of the listed banks.');
    }
  }
  let dateOfBirth: string | null = null;
  if (needs.has('DATE_OF_BIRTH')) {
    const match = isoDate.exec(paynl.date_of_birth ?? '');
    if (!paynl.date_of_birth) throw fieldError('paynl.date_of_birth', 'The field is required.');
    const parsed = match ? new Date(`${paynl.date_of_birth}T00:00:00Z`) : null;
    if (
      !parsed ||
      Number.isNaN(parsed.getTime()) ||
      parsed.toISOString().slice(0, 10) !== paynl.date_of_birth
    ) {
      throw fieldError('paynl.date_of_birth', 'Enter the date of birth as YYYY-MM-DD.');
    }
    const eighteenth = `${Number(match![1]) + 18}-${match![2]}-${match![3]}`;
    if (eighteenth > today) {
      throw fieldError('paynl.date_of_birth', 'You must be 18 or older to pay afterwards.');
    }
    dateOfBirth = paynl.date_of_birth;
  }
  if (needs.has('GENDER') && !paynl.gender)
    throw fieldError('paynl.gender', 'The field is required.');
  let telephone: string | null = null;
  if (needs.has('TELEPHONE') || paynl.telephone) {
    telephone = paynl.telephone?.trim() ?? '';
    if (!telephone) throw fieldError('paynl.telephone', 'The field is required.');
    if (!/^\+?[0-9 ()-]{6,20}$/.test(telephone)) {
      throw fieldError('paynl.telephone', 'Only use numbers, avoid spaces and punctuation marks');
    }
  }
  const po = input.purchase_order_number?.trim() || null;
  if (po && po.length > 50) {
    throw fieldError('purchase_order_number', 'Must not exceed 50 character(s).');
  }
  return {
    code: method.code,
    title: method.title,
    purchaseOrderNumber: po,
    issuerId,
    dateOfBirth,
    gender: paynl.gender ?? null,
    telephone,
  };
}
