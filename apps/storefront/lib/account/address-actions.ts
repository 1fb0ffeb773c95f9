'use server';

import { z } from 'zod/mini';
import {
  deleteCustomerAddress,
  saveCustomerAddress,
  type AccountFailure,
} from '@/lib/commerce/account';
import { translateValidation } from '@/lib/checkout/translate-validation';
import { currentSessionToken } from '@/lib/user/session';
import { accountText } from './account-text';
import { addressBookEntrySchema, customerAddressInput } from './address-book-schema';

/** What the address book's dialogs hear back from a change. */
export type AddressActionReply =
  | { status: 'success'; message: string }
  | { status: 'error'; message: string; fieldErrors?: Record<string, string> };

const addressId = z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
const defaultKind = z.enum(['shipping', 'billing']);
const localeCode = z.enum(['nl', 'fr', 'de', 'en']);

function refusal(locale: string, failure: AccountFailure | 'invalid'): AddressActionReply {
  const key =
    failure === 'signed-out'
      ? 'signedOut'
      : failure === 'unavailable'
        ? 'unavailable'
        : failure === 'invalid'
          ? 'invalidRequest'
          : 'addressNotSaved';
  return { status: 'error', message: accountText(locale, key) };
}

/**
 * Adds an address to the signed-in customer's book (id null) or changes one of theirs. Server
 * actions only answer same-origin posts (Next compares Origin with Host), so the session cookie
 * cannot be used from another site.
 */
export async function saveAddress(
  rawLocale: unknown,
  rawId: unknown,
  values: unknown,
): Promise<AddressActionReply> {
  const locale = localeCode.safeParse(rawLocale).data ?? 'nl';
  const id = rawId === null ? null : addressId.safeParse(rawId).data;
  if (id === undefined) return refusal(locale, 'invalid');
  const parsed = addressBookEntrySchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'form';
      fieldErrors[path] ??= translateValidation(issue.message, locale);
    }
    return { status: 'error', message: accountText(locale, 'checkFields'), fieldErrors };
  }
  const token = await currentSessionToken();
  if (!token) return refusal(locale, 'signed-out');
  const saved = await saveCustomerAddress(token, id, customerAddressInput(parsed.data));
  if (typeof saved === 'string') return refusal(locale, saved);
  return { status: 'success', message: accountText(locale, 'addressSaved') };
}

/** Removes one of the customer's addresses; another customer's id is refused like a missing one. */
export async function deleteAddress(
  rawLocale: unknown,
  rawId: unknown,
): Promise<AddressActionReply> {
  const locale = localeCode.safeParse(rawLocale).data ?? 'nl';
  const id = addressId.safeParse(rawId);
  if (!id.success) return refusal(locale, 'invalid');
  const token = await currentSessionToken();
  if (!token) return refusal(locale, 'signed-out');
  const deleted = await deleteCustomerAddress(token, id.data);
  if (deleted !== true) return refusal(locale, deleted);
  return { status: 'success', message: accountText(locale, 'addressDeleted') };
}

/** Makes one of the customer's addresses the default for shipping or for billing. */
export async function makeDefaultAddress(
  rawLocale: unknown,
  rawId: unknown,
  rawKind: unknown,
): Promise<AddressActionReply> {
  const locale = localeCode.safeParse(rawLocale).data ?? 'nl';
  const id = addressId.safeParse(rawId);
  const kind = defaultKind.safeParse(rawKind);
  if (!id.success || !kind.success) return refusal(locale, 'invalid');
  const token = await currentSessionToken();
  if (!token) return refusal(locale, 'signed-out');
  const saved = await saveCustomerAddress(
    token,
    id.data,
    kind.data === 'shipping' ? { default_shipping: true } : { default_billing: true },
  );
  if (typeof saved === 'string') return refusal(locale, saved);
  return { status: 'success', message: accountText(locale, 'defaultSaved') };
}
