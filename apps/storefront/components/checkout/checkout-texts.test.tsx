import { describe, expect, it, vi } from 'vitest';
import type { CheckoutView } from '@/lib/commerce/checkout';
import { describedPaymentMethods } from '@/lib/checkout/payment-method-texts';
import { paynlMethodTable } from '@webshop/commerce/contracts';
import { AddressOverview } from './address-overview';
import { FormField } from './form-field';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { catalogues, renderInLocale, textOf } from './render-in-locale';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh() {} }) }));

const address = {
  salutation: 'mrs' as const,
  firstname: 'Anna',
  middlename: 'de',
  lastname: 'Vries',
  street: 'Dorpsstraat',
  houseNumber: '12',
  addition: 'B',
  postcode: '3511 AB',
  city: 'Utrecht',
  country: 'NL' as const,
  telephone: '0612345678',
};

const cart: CheckoutView = {
  id: 'c'.repeat(32),
  email: 'inkoop@voltana.nl',
  totalQuantity: 1,
  items: [{ uid: '1', sku: 'WM-1', name: 'Wasmachine', quantity: 1, rowCents: 59_900 }],
  subtotalCents: 59_900,
  grandTotalCents: 59_900,
  taxCents: 10_396,
  inStoreDiscountCents: 0,
  customerType: 'business',
  company: 'Voltana BV',
  vatNumber: 'NL123456789B01',
  reference: 'PO-2026-17',
  shipping: address,
  billing: null,
  billingSameAsShipping: true,
  delivery: { method: 'home', storeCode: '', priceCents: 0 },
  homeDelivery: { priceCents: 0, available: true },
  pickup: { available: true },
  paymentMethods: paynlMethodTable.map((method) => ({
    code: method.code,
    title: method.title,
    logo: method.logo,
    issuers: [],
    requiredFields: [...method.requiredFields],
  })),
  selectedPayment: 'paynl_payment_capayable_gespreid',
  stores: [],
  addressLookup: false,
};

describe('checkout texts', () => {
  it('puts a space between a field name and (Optional)', () => {
    const html = renderInLocale(
      'nl',
      <FormField name="middlename" label="Tussenvoegsel" optional />,
    );
    expect(textOf(/<label[^]*<\/label>/.exec(html)![0])).toBe('Tussenvoegsel (Optioneel)');
  });

  it('names the summary’s VAT line as the VAT line, not as a second total', () => {
    const html = renderInLocale('nl', <OrderSummary cart={cart} />);
    const terms = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>/g)].map((match) => textOf(match[1]!));
    expect(terms.filter((term) => term === 'Totaal')).toHaveLength(1);
    expect(terms).toContain('Waarvan btw');
  });

  it('shows a business order’s company, VAT number and reference in step 3', () => {
    for (const [locale, vat, reference] of [
      ['nl', 'Btw-nummer', 'Inkoopordernummer of referentie'],
      ['en', 'VAT number', 'PO or reference number'],
    ] as const) {
      const text = textOf(
        renderInLocale(locale, <AddressOverview cart={cart} onChange={() => {}} />),
      );
      expect(text).toContain('Voltana BV');
      expect(text).toContain(`${vat}: NL123456789B01`);
      expect(text).toContain(`${reference}: PO-2026-17`);
    }
    const personal = textOf(
      renderInLocale(
        'en',
        <AddressOverview cart={{ ...cart, customerType: 'personal' }} onChange={() => {}} />,
      ),
    );
    expect(personal).not.toContain('NL123456789B01');
  });

  it('names and describes every payment method in the page’s language', () => {
    expect(paynlMethodTable.map((method) => method.code).sort()).toEqual(
      [...describedPaymentMethods].sort(),
    );
    const english = textOf(renderInLocale('en', <PaymentStep cart={cart} onPlaced={() => {}} />));
    expect(english).toContain('Pay in 3 instalments, 0% interest');
    expect(english).toContain('Pay afterwards');
    expect(english).not.toMatch(/betaal|termijnen|achteraf/i);
    // in3 is chosen: its date of birth and phone are asked, Riverty's gender is not.
    expect(english).toContain('Date of birth');
    expect(english).not.toContain('Gender');
    for (const locale of ['nl', 'fr', 'de', 'en'] as const) {
      const texts = (
        catalogues[locale] as {
          PaymentMethods: Record<string, { name: string; description: string }>;
        }
      ).PaymentMethods;
      for (const code of describedPaymentMethods) {
        expect(texts[code]?.name, `${locale} ${code}`).toBeTruthy();
        expect(texts[code]?.description, `${locale} ${code}`).toBeTruthy();
      }
    }
  });
});
