import { formatOpeningHours } from '@/lib/catalog/known-values';
import { FallbackImage } from '@/components/ui/fallback-image';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { layoutConfig } from '@/lib/config/layout';
import { shopConfig } from '@/lib/config/shop';
import { toLanguageTag } from '@/lib/i18n/locales';
import type { LayoutData } from '@/lib/commerce/types';
import { UserIcon } from '@/components/ui/icons';
import { SocialIcon } from '@/components/ui/social-icons';
import { AvailabilityOnView } from './availability-on-view';
import { FooterSection } from './footer-accordion';
import { LanguageSwitcher } from './language-switcher';
import { NewsletterFormOnDemand } from '@/components/newsletter/newsletter-form-on-demand';
import { NewsletterPlainForm } from '@/components/newsletter/newsletter-plain-form';
import { sellerDetails } from '@/lib/layout/seller';

/** spec §2 footer; the minimal variant keeps only the copyright line. */
export async function Footer({
  layout,
  minimal = false,
}: {
  layout: LayoutData;
  minimal?: boolean;
}) {
  const t = await getTranslations('Footer');
  const newsletter = await getTranslations('Newsletter');
  const consent = await getTranslations('Consent');
  const locale = await getLocale();
  const info = layout.generalInformation;
  // The seller's lines come from the shop's legal data, as on the invoices (not from content).
  const seller = sellerDetails(info);
  const year = new Date().getFullYear();
  const copyright = t('copyright', { year, storeName: info.storeName });
  if (minimal || layout.minimalFooter) {
    return (
      <footer
        className="border-t border-line py-6 text-center text-sm text-muted"
        data-minimal="true"
      >
        {copyright}
      </footer>
    );
  }
  const rating = new Intl.NumberFormat(toLanguageTag(locale), { maximumFractionDigits: 1 }).format(
    layout.reviewRating.rating,
  );
  const reviewCount = new Intl.NumberFormat(toLanguageTag(locale)).format(
    layout.reviewRating.count,
  );
  const schedule = {
    openingHour: info.openingHour,
    closingHour: info.closingHour,
    openingDays: info.openingDays,
    timezone: info.timezone || shopConfig.timezone,
  };
  return (
    <footer className="mt-12">
      <section aria-labelledby="service-contact" className="bg-brand-light py-10">
        <div className="container-shop">
          <h2 id="service-contact" className="mb-6 text-2xl font-bold text-brand">
            {t('serviceContact')}
          </h2>
          <div className="grid gap-4 md:grid-cols-3">
            <div className="rounded-lg bg-white p-5">
              <h3 className="mb-2 flex items-center gap-2 text-lg font-bold">
                <UserIcon size={20} /> {t('accountTitle')}
              </h3>
              <p className="mb-3 text-sm text-muted">{t('accountText')}</p>
              <Link
                prefetch={false}
                href="/customer/account/edit"
                className="btn-link font-semibold"
              >
                {t('accountLink')}
              </Link>
            </div>
            <div className="rounded-lg bg-white p-5">
              <h3 className="mb-2 text-lg font-bold">{t('storesTitle')}</h3>
              <p className="mb-3 text-sm text-muted">{t('storesText')}</p>
              <Link prefetch={false} href="/winkels" className="btn-link font-semibold">
                {t('storesLink')}
              </Link>
            </div>
            <div className="rounded-lg bg-white p-5" data-testid="service-block">
              <h3 className="mb-1 text-lg font-bold">{t('serviceTitle')}</h3>
              <AvailabilityOnView schedule={schedule} />
              <p className="mt-2 text-sm text-muted">
                {t('openingHours', {
                  hours: formatOpeningHours(schedule, toLanguageTag(locale)),
                })}
              </p>
              <ul className="mt-2 space-y-1 text-sm">
                <li>
                  <a href={`tel:${info.phoneNumber.replace(/\s/g, '')}`} className="btn-link">
                    {t('phone', { phone: info.phoneNumber })}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${info.email}`} className="btn-link">
                    {t('email', { email: info.email })}
                  </a>
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>

      <div className="bg-brand-dark text-white">
        <section
          aria-labelledby="newsletter-title"
          className="container-shop grid gap-4 border-b border-white/20 py-8 md:grid-cols-2 md:items-center"
          data-testid="newsletter"
        >
          <div>
            <h2 id="newsletter-title" className="mb-1 text-xl font-bold">
              {newsletter('title')}
            </h2>
            <p className="text-white/90">{newsletter('text')}</p>
          </div>
          <div>
            <NewsletterFormOnDemand>
              <NewsletterPlainForm />
            </NewsletterFormOnDemand>
            <Link
              prefetch={false}
              href="/privacybeleid"
              className="mt-1 inline-flex min-h-9 items-center text-sm underline underline-offset-4"
            >
              {newsletter('privacy')}
            </Link>
          </div>
        </section>
        <div
          id="footer-links"
          className="container-shop grid gap-x-8 py-8 desk:grid-cols-4"
          data-testid="footer-links"
        >
          {layout.footerItems.slice(0, layoutConfig.footerListCount).map((section) => (
            <FooterSection key={section.id} section={section} />
          ))}
        </div>

        <div className="container-shop grid gap-8 border-t border-white/20 py-8 md:grid-cols-2 desk:grid-cols-4">
          <div>
            <h2 className="mb-3 text-sm font-bold">{t('paymentMethods')}</h2>
            <ul className="flex flex-wrap gap-2">
              {layout.footer.paymentLogos.map((logo) => (
                <li key={logo.id} className="rounded bg-white p-1">
                  <FallbackImage
                    src={logo.image}
                    alt={logo.label}
                    width={48}
                    height={32}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-bold">{t('certificates')}</h2>
            <ul className="flex flex-wrap gap-3">
              {layout.footer.certificates.map((logo) => (
                <li key={logo.id}>
                  <a
                    href={logo.url ?? '#'}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-block rounded bg-white p-1"
                  >
                    <FallbackImage
                      src={logo.image}
                      alt={logo.label}
                      width={96}
                      height={40}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-bold">{t('followUs')}</h2>
            <ul className="flex gap-2">
              {layout.footer.socialLinks.map((social) => (
                <li key={social.id}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-white/40 hover:border-white"
                  >
                    <SocialIcon name={social.id} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-bold">{t('language')}</h2>
            <LanguageSwitcher />
          </div>
        </div>

        <div className="container-shop flex flex-col gap-4 border-t border-white/20 py-6 text-sm desk:flex-row desk:items-start desk:justify-between">
          <div className="space-y-1">
            <p data-testid="review-line" className="font-semibold">
              {t('reviews', { rating, count: reviewCount })}
            </p>
            <address className="not-italic text-white/90">
              {seller.name} · {seller.street}, {seller.postcodeAndCity} · {seller.phone} ·{' '}
              <a href={`mailto:${seller.email}`} className="underline">
                {seller.email}
              </a>
            </address>
            <p className="text-white/90">{t('company', { coc: seller.kvk, vat: seller.vatId })}</p>
          </div>
          <div className="space-y-2 desk:text-right">
            <nav aria-label={t('serviceLinks')}>
              <ul className="flex flex-wrap gap-x-4 gap-y-1 desk:justify-end">
                {layout.footer.serviceLinks.map((link) => (
                  <li key={link.id}>
                    <Link
                      prefetch={false}
                      href={link.url_path}
                      className="inline-flex min-h-9 items-center underline-offset-4 hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  {/* Opens the cookie notice again (components/consent/consent-gate.tsx). */}
                  <button
                    type="button"
                    data-cookie-settings=""
                    className="inline-flex min-h-9 items-center underline-offset-4 hover:underline"
                  >
                    {consent('settings')}
                  </button>
                </li>
              </ul>
            </nav>
            <p className="text-white/90" data-testid="copyright">
              {copyright}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
