'use client';

import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { CheckoutView } from '@/lib/commerce/checkout';
import type { CheckoutDetails, CheckoutDetailsInput } from '@/lib/checkout/checkout-schemas';
import { useTranslations } from '@/lib/i18n/client';
import type { AddressBookEntry } from '@/lib/commerce/account';
import { AddressBookChoice } from './address-book-choice';
import { detailsFormResolver } from './details-form-resolver';
import { CustomerTypeFields } from './customer-type-fields';
import { FormField } from './form-field';
import { StepError } from './step-error';
import { useCheckoutSubmit } from './use-checkout-submit';

const emptyAddress = {
  salutation: undefined,
  firstname: '',
  middlename: '',
  lastname: '',
  postcode: '',
  houseNumber: '',
  addition: '',
  street: '',
  city: '',
  country: 'NL' as const,
  telephone: '',
};

/** The signed-in customer, for the checkout: their e-mail and address book. */
export interface CheckoutCustomer {
  email: string;
  addresses: AddressBookEntry[];
}

const sameAddress = (a: CheckoutView['shipping'], b: AddressBookEntry['address']) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * A signed-in customer starts with their default shipping and billing addresses (or, back on this
 * step, the saved addresses the cart holds); a guest with what the cart holds.
 */
function startValues(cart: CheckoutView, customer: CheckoutCustomer | null): CheckoutDetailsInput {
  const address = (view: CheckoutView['shipping']) =>
    view ? { ...view, salutation: view.salutation || undefined } : emptyAddress;
  if (customer) {
    const book = customer.addresses;
    const shipping = cart.shipping
      ? book.find((entry) => sameAddress(cart.shipping, entry.address))
      : book.find((entry) => entry.defaultShipping);
    const billingFromCart = cart.billingSameAsShipping ? null : cart.billing;
    const billing = cart.shipping
      ? billingFromCart && book.find((entry) => sameAddress(billingFromCart, entry.address))
      : book.find((entry) => entry.defaultBilling);
    const billingSame = cart.shipping
      ? cart.billingSameAsShipping
      : !billing || billing.id === shipping?.id;
    const who = !cart.shipping && shipping ? shipping : cart;
    return {
      email: customer.email,
      customerType: who.customerType,
      company: who.company,
      vatNumber: who.vatNumber,
      reference: who.reference,
      shipping: address(!cart.shipping && shipping ? shipping.address : cart.shipping),
      billingSameAsShipping: billingSame,
      billing: address(!cart.shipping && billing ? billing.address : cart.billing),
      shippingBook: { addressId: shipping?.id ?? null },
      billingBook: { addressId: billingSame ? null : (billing?.id ?? null) },
    } as CheckoutDetailsInput;
  }
  return {
    email: cart.email,
    customerType: cart.customerType,
    company: cart.company,
    vatNumber: cart.vatNumber,
    reference: cart.reference,
    shipping: address(cart.shipping),
    billingSameAsShipping: cart.billingSameAsShipping,
    billing: address(cart.billing),
  } as CheckoutDetailsInput;
}

/** Step 1 (spec §1): e-mail, personal or business, delivery and billing address. */
export function DetailsStep({
  cart,
  customer,
  onDone,
}: {
  cart: CheckoutView;
  customer: CheckoutCustomer | null;
  onDone: () => void;
}) {
  const t = useTranslations('Checkout');
  const form = useForm<CheckoutDetailsInput, unknown, CheckoutDetails>({
    resolver: detailsFormResolver,
    defaultValues: startValues(cart, customer),
    shouldFocusError: true,
  });
  const { register, handleSubmit, control, formState } = form;
  const sameBilling = useWatch({ control, name: 'billingSameAsShipping' });
  const { submit, error, busy } = useCheckoutSubmit(
    form,
    'checkout-setShippingAddress',
    t('addressSaveFailed'),
  );
  const errors = formState.errors;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="space-y-6"
        onSubmit={handleSubmit(async (values) => {
          if (await submit(values)) onDone();
        })}
      >
        <StepError message={error} />
        {customer ? (
          <p data-testid="checkout-customer">{t('signedInAs', { email: customer.email })}</p>
        ) : (
          <FormField
            label={t('email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        <CustomerTypeFields errorId="customer-type-error" />
        <section aria-labelledby="shipping-address-title" className="space-y-3">
          <h3 id="shipping-address-title" className="text-lg font-bold">
            {t('shippingAddress')}
          </h3>
          <AddressBookChoice
            prefix="shipping"
            entries={customer?.addresses ?? null}
            lookupAvailable={cart.addressLookup}
          />
        </section>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            {...register('billingSameAsShipping')}
          />
          {t('billingSame')}
        </label>
        {sameBilling ? null : (
          <section aria-labelledby="billing-address-title" className="space-y-3">
            <h3 id="billing-address-title" className="text-lg font-bold">
              {t('billingAddress')}
            </h3>
            <AddressBookChoice
              prefix="billing"
              entries={customer?.addresses ?? null}
              lookupAvailable={cart.addressLookup}
            />
          </section>
        )}
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? t('saving') : t('toDelivery')}
        </button>
      </form>
    </FormProvider>
  );
}
