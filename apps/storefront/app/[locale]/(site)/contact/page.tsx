import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { getLayoutData } from '@/lib/commerce';
import { formatOpeningHours } from '@/lib/catalog/known-values';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { clientMessages } from '@/lib/i18n/client-namespaces';
import { toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { alternatesFor } from '@/lib/seo/alternates';
import { sellerDetails } from '@/lib/layout/seller';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return { title: t('title'), alternates: alternatesFor(locale, '/contact') };
}

/** The namespaces the contact form reads in the browser, on this page only. */
const contactNamespaces = ['Contact', 'Validation'];

/** spec §2 /contact: the contact form (spec §3) and the shop's contact details (layout data). */
export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Contact');
  const layout = await getLayoutData(locale).catch(() => null);
  const info = layout?.generalInformation;
  // The address, numbers and contact are the shop's legal data, as on the invoices.
  const seller = info ? sellerDetails(info) : null;
  const tFooter = await getTranslations('Footer');
  const all = await getMessages({ locale });
  const messages = {
    ...clientMessages(all),
    ...Object.fromEntries(contactNamespaces.map((name) => [name, all[name]])),
  };
  const hours = info
    ? formatOpeningHours(
        {
          openingHour: info.openingHour,
          closingHour: info.closingHour,
          openingDays: info.openingDays,
        },
        toLanguageTag(locale),
      )
    : null;

  return (
    <div className="container-shop py-8">
      <h1 className="mb-2 text-2xl font-bold text-brand sm:text-3xl">{t('title')}</h1>
      <p className="mb-6 max-w-2xl">{t('intro')}</p>
      <div className="grid gap-8 desk:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-4 text-xl font-bold">
            {t('formTitle')}
          </h2>
          <ClientMessagesProvider locale={locale as Locale} messages={messages}>
            <ContactForm />
          </ClientMessagesProvider>
        </section>
        {info && seller ? (
          <aside aria-labelledby="contact-details-title" className="rounded-lg bg-brand-light p-5">
            <h2 id="contact-details-title" className="mb-3 text-xl font-bold">
              {t('detailsTitle')}
            </h2>
            <dl className="space-y-3">
              <div>
                <dt className="font-semibold">{t('address')}</dt>
                <dd>
                  <address className="not-italic">
                    {seller.name}
                    <br />
                    {seller.street}
                    <br />
                    {seller.postcodeAndCity}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t('phone')}</dt>
                <dd>
                  <a href={`tel:${seller.phone.replace(/\s/g, '')}`} className="btn-link">
                    {seller.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t('mail')}</dt>
                <dd>
                  <a href={`mailto:${seller.email}`} className="btn-link">
                    {seller.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t('company')}</dt>
                <dd>
                  {tFooter('company', { coc: seller.kvk, vat: seller.vatId })}
                  {seller.iban ? (
                    <>
                      <br />
                      {t('iban', { iban: seller.iban })}
                    </>
                  ) : null}
                </dd>
              </div>
            </dl>
            {hours ? <p className="mt-3 text-sm">{t('openingHours', { hours })}</p> : null}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
