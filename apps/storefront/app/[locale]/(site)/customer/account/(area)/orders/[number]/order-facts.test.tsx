import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textOf } from '@/components/checkout/render-in-locale';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { OrderBusiness, OrderTotals } from './order-facts';

const catalogues = { nl, fr, de, en };

/** The labels as the page takes them from its messages. */
function totalsLabels(locale: keyof typeof catalogues) {
  const pages = catalogues[locale].AccountPages;
  return {
    title: pages.totals,
    subtotal: pages.subtotal,
    shipping: pages.shippingCosts,
    shippingFree: pages.shippingFree,
    total: pages.grandTotal,
    tax: pages.taxIncluded,
  };
}

const order = { subtotalCents: 59_900, shippingCents: 0, totalCents: 59_900, taxCents: 10_396 };

describe('the account’s order detail', () => {
  it('says free shipping is free in every language, and shows a price otherwise', () => {
    const expected = { nl: 'Gratis', fr: 'Gratuit', de: 'Kostenlos', en: 'Free' } as const;
    for (const locale of ['nl', 'fr', 'de', 'en'] as const) {
      const text = textOf(
        renderToStaticMarkup(
          <OrderTotals order={order} locale={locale} labels={totalsLabels(locale)} />,
        ),
      );
      expect(text).toContain(`${totalsLabels(locale).shipping}${expected[locale]}`);
      expect(text).not.toMatch(/0[.,]00/);
    }
    const paid = textOf(
      renderToStaticMarkup(
        <OrderTotals
          order={{ ...order, shippingCents: 295 }}
          locale="en"
          labels={totalsLabels('en')}
        />,
      ),
    );
    expect(paid).toContain('Shipping€2.95');
  });

  it('shows a business order’s company, VAT number and reference, and nothing for a person', () => {
    const labels = {
      title: en.AccountPages.businessDetails,
      company: en.Checkout.company,
      vatNumber: en.Checkout.vatNumber,
      reference: en.Checkout.reference,
    };
    const text = textOf(
      renderToStaticMarkup(
        <OrderBusiness
          business={{ company: 'Voltana BV', vatNumber: 'NL123456789B01', reference: 'PO-17' }}
          labels={labels}
        />,
      ),
    );
    expect(text).toContain('Company nameVoltana BV');
    expect(text).toContain('VAT numberNL123456789B01');
    expect(text).toContain('PO or reference numberPO-17');
    const person = { company: '', vatNumber: '', reference: '' };
    expect(renderToStaticMarkup(<OrderBusiness business={person} labels={labels} />)).toBe('');
  });
});
