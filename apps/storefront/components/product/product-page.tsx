import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ProductCard } from '@/components/catalog/product-card';
import { sanitizeCmsHtml } from '@/components/content/sanitize';
import { variantFor } from '@/lib/catalog/variants';
import { breadcrumbStructuredData, productStructuredData } from '@/lib/catalog/structured-data';
import type { ConfigurableOption, ProductPageData, ProductVariant } from '@/lib/commerce/types';
import { shopConfig } from '@/lib/config/shop';
import { formatPrice } from '@/lib/format/price';
import { localizedPath } from '@/lib/i18n/locales';
import { jsonLd } from '@/lib/seo/structured-data';
import { Breadcrumbs } from './breadcrumbs';
import { CompareToggle } from './compare-toggle';
import { EnergyBadge } from './energy-badge';
import { textColourOn } from '@/components/content/blocks/colour';
import { ProductGallery } from './product-gallery';
import { StoreStock } from './deferred-parts';
import { RecentlyViewedRecorder } from './recently-viewed-recorder';

/** The product page (spec §3 Product, §4 status and variant selection). */
export async function ProductPage({
  product,
  options,
  variants,
  selected,
  locale,
}: {
  product: ProductPageData;
  options: ConfigurableOption[];
  variants: ProductVariant[];
  selected: Record<string, number>;
  locale: string;
}) {
  const t = await getTranslations('catalog');
  const tp = await getTranslations('Product');
  const price = product.shouldDisplayPrice ? product.price : null;
  const money = (value: number, currency: string) => formatPrice(value, currency, locale);
  const pageUrl = `${shopConfig.siteUrl}${localizedPath(locale, product.href)}`;
  const crumbs = [...product.breadcrumbs, { name: product.name, href: product.href }];
  const outOfAssortment = product.status === 'Uit assortiment';
  return (
    <div className="container-shop py-4" data-testid="product-page" data-sku={product.sku}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd(productStructuredData(product, shopConfig.siteUrl, pageUrl)),
        }}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd(breadcrumbStructuredData(crumbs, shopConfig.siteUrl)),
        }}
      />
      <Breadcrumbs items={crumbs} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          {product.labels.length ? (
            <ul className="mb-2 flex flex-wrap gap-1">
              {product.labels.map((label) => (
                <li
                  key={label.code}
                  className="rounded bg-accent px-2 py-0.5 text-xs font-bold text-white"
                  style={
                    label.color
                      ? { backgroundColor: label.color, color: textColourOn(label.color) }
                      : undefined
                  }
                >
                  {label.label}
                </li>
              ))}
            </ul>
          ) : null}
          <ProductGallery entries={product.gallery} name={product.name} />
        </div>
        <div className="flex flex-col gap-4">
          <div>
            {product.brand ? (
              <p className="text-sm font-semibold tracking-wide text-muted uppercase">
                {product.brand}
              </p>
            ) : null}
            <h1 className="text-2xl font-bold text-brand sm:text-3xl" data-testid="product-name">
              {product.name}
            </h1>
            <p className="mt-1 text-xs text-muted">
              {t('sku', { sku: product.sku })}
              {product.ean ? ` · ${t('ean', { ean: product.ean })}` : ''}
            </p>
            {product.rating !== null ? (
              <p className="mt-1 text-sm text-muted">
                {tp('rating', { rating: product.rating, count: product.reviewCount })}
              </p>
            ) : null}
          </div>
          {product.energyClass ? (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <EnergyBadge label={product.energyClass} href={product.energyLabelUrl} size="lg" />
              {product.productSheetUrl ? (
                <a
                  href={product.productSheetUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm text-brand underline"
                >
                  {t('productSheet')}
                </a>
              ) : null}
            </div>
          ) : null}
          {product.usps.length ? (
            <ul className="flex flex-col gap-1 text-sm" data-testid="product-usps">
              {product.usps.map((usp) => (
                <li key={usp.code || usp.label} className="flex gap-2">
                  <span aria-hidden="true" className="text-success">
                    ✓
                  </span>
                  <span>
                    <span className="font-semibold">{usp.label}:</span> {usp.value}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {options.length ? (
            <ConfigurableOptions
              options={options}
              variants={variants}
              selected={selected}
              basePath={product.href}
              chooseLabel={(label) => t('choose', { option: label })}
            />
          ) : null}
          {product.variations.length ? (
            <div>
              <h2 className="mb-1 text-sm font-semibold">{t('variations')}</h2>
              <ul className="flex flex-wrap gap-2">
                {product.variations.map((variation) => (
                  <li key={variation.sku}>
                    <Link
                      prefetch={false}
                      href={variation.href}
                      aria-current={variation.sku === product.sku ? 'true' : undefined}
                      className="inline-flex min-h-10 items-center rounded border border-line bg-white px-3 text-sm aria-[current]:border-brand aria-[current]:font-semibold"
                    >
                      {variation.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="rounded-lg border border-line bg-white p-4" data-testid="product-price">
            {price ? (
              <>
                {price.final.value < price.regular.value ? (
                  <p className="flex items-center gap-2 text-sm text-muted">
                    <span className="line-through">
                      <span className="sr-only">{tp('priceWas', { price: '' })}</span>
                      {money(price.regular.value, price.regular.currency)}
                    </span>
                    {price.percentOff ? (
                      <span className="rounded bg-accent px-1.5 font-bold text-white">
                        {tp('discount', { percent: Math.round(price.percentOff) })}
                      </span>
                    ) : null}
                  </p>
                ) : null}
                <p className="text-3xl font-bold text-brand">
                  {money(price.final.value, price.final.currency)}
                </p>
                {product.specialToDate && price.final.value < price.regular.value ? (
                  <p className="text-xs text-muted">
                    {t('specialUntil', { date: product.specialToDate })}
                  </p>
                ) : null}
                {product.installment ? (
                  <p className="mt-1 text-sm">
                    <Link prefetch={false} href="/service/gespreid-betalen" className="underline">
                      {tp('installments', {
                        amount: money(product.installment.value, product.installment.currency),
                      })}
                    </Link>
                  </p>
                ) : null}
                {product.tierPrices.length ? (
                  <ul className="mt-2 text-sm">
                    {product.tierPrices.map((tier) => (
                      <li key={tier.quantity}>
                        {t('tierPrice', {
                          quantity: tier.quantity,
                          price: money(tier.price.value, tier.price.currency),
                          percent: Math.round(tier.percentOff),
                        })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : (
              <p className="font-semibold text-muted" data-testid="price-hidden">
                {outOfAssortment ? tp('outOfAssortment') : tp('priceHidden')}
              </p>
            )}
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {product.status ? (
                <>
                  <dt className="text-muted">{t('status')}</dt>
                  <dd data-testid="product-status">{product.status}</dd>
                </>
              ) : null}
              {product.deliveryType ? (
                <>
                  <dt className="text-muted">{t('delivery')}</dt>
                  <dd>{product.deliveryType}</dd>
                </>
              ) : null}
              <dt className="text-muted">{t('availability')}</dt>
              <dd className={product.inStock ? 'text-success' : 'text-accent'}>
                {product.inStock ? t('inStock') : tp('outOfStock')}
              </dd>
            </dl>
            <div className="mt-3">
              <CompareToggle sku={product.parentSku ?? product.sku} />
            </div>
          </div>
          {product.cashbackAction ? (
            <div className="rounded-lg border border-success bg-white p-4" data-testid="cashback">
              <h2 className="font-semibold text-success">{product.cashbackAction.title}</h2>
              {product.cashbackAction.description ? (
                <p className="text-sm">{product.cashbackAction.description}</p>
              ) : null}
              {product.cashbackAction.button ? (
                <Link
                  prefetch={false}
                  href={product.cashbackAction.button.href}
                  className="mt-2 inline-flex min-h-10 items-center rounded bg-success px-4 text-sm font-semibold text-white"
                >
                  {product.cashbackAction.button.label}
                </Link>
              ) : null}
            </div>
          ) : null}
          <section aria-labelledby="stock-heading">
            <h2 id="stock-heading" className="mb-1 font-semibold">
              {t('stockPerStore')}
            </h2>
            <StoreStock sku={product.sku} />
          </section>
        </div>
      </div>

      {product.bundleCombinations.length ? (
        <section className="mt-8" aria-labelledby="bundles-heading">
          <h2 id="bundles-heading" className="mb-3 text-xl font-bold text-brand">
            {t('bundles')}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {product.bundleCombinations.map((bundle) => (
              <li key={bundle.id} className="flex gap-3 rounded-lg border border-line bg-white p-3">
                {bundle.image ? (
                  <img
                    src={bundle.image}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 object-contain"
                  />
                ) : null}
                <div className="flex flex-col gap-1">
                  <Link
                    prefetch={false}
                    href={bundle.href}
                    className="font-semibold hover:underline"
                  >
                    {bundle.name}
                  </Link>
                  {bundle.final && product.shouldDisplayPrice ? (
                    <p>
                      {bundle.regular && bundle.regular.value > bundle.final.value ? (
                        <span className="mr-2 text-sm text-muted line-through">
                          {money(bundle.regular.value, bundle.regular.currency)}
                        </span>
                      ) : null}
                      <span className="font-bold text-brand">
                        {money(bundle.final.value, bundle.final.currency)}
                      </span>
                    </p>
                  ) : null}
                  {bundle.discountPercent ? (
                    <p className="text-xs text-success">
                      {t('bundleDiscount', { percent: bundle.discountPercent })}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {product.descriptionHtml || product.shortDescriptionHtml ? (
        <section className="mt-8 max-w-3xl" aria-labelledby="description-heading">
          <h2 id="description-heading" className="mb-2 text-xl font-bold text-brand">
            {t('description')}
          </h2>
          <div
            className="cms-text text-sm"
            dangerouslySetInnerHTML={{
              __html: sanitizeCmsHtml(
                product.descriptionHtml ?? product.shortDescriptionHtml ?? '',
              ),
            }}
          />
        </section>
      ) : null}

      {product.specificationGroups.length ? (
        <section
          className="mt-8 max-w-3xl"
          aria-labelledby="specs-heading"
          data-testid="specifications"
        >
          <h2 id="specs-heading" className="mb-2 text-xl font-bold text-brand">
            {t('specifications')}
          </h2>
          {product.specificationGroups.map((group) => (
            <table key={group.group} className="mb-4 w-full text-sm">
              <caption className="bg-brand-light px-2 py-1 text-left font-semibold">
                {group.group || t('general')}
              </caption>
              <tbody>
                {group.items.map((spec) => (
                  <tr key={spec.code} className="border-b border-line">
                    <th scope="row" className="w-1/2 px-2 py-1.5 text-left font-normal text-muted">
                      {spec.label}
                      {spec.tooltip ? (
                        <details className="inline-block align-middle">
                          <summary
                            className="ml-1 inline-flex size-5 cursor-pointer list-none items-center justify-center rounded-full border border-muted text-xs"
                            aria-label={t('moreInfo', { label: spec.label })}
                          >
                            ?
                          </summary>
                          <span role="tooltip" className="block max-w-xs text-xs">
                            {spec.tooltip}
                          </span>
                        </details>
                      ) : null}
                    </th>
                    <td className="px-2 py-1.5">{spec.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      ) : null}

      {[
        { key: 'related', items: product.related, title: t('related') },
        { key: 'upsell', items: product.upsell, title: t('upsell') },
      ].map((row) =>
        row.items.length ? (
          <section key={row.key} className="mt-8" aria-label={row.title}>
            <h2 className="mb-3 text-xl font-bold text-brand">{row.title}</h2>
            <ul className="grid grid-cols-2 gap-2 sm:gap-4 md:grid-cols-4">
              {row.items.slice(0, 4).map((item) => (
                <li key={item.sku}>
                  <ProductCard product={item} />
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
      <RecentlyViewedRecorder
        product={{
          sku: product.parentSku ?? product.sku,
          name: product.name,
          href: product.href,
          image: product.image.url,
          price: price ? price.final : null,
        }}
      />
    </div>
  );
}

function ConfigurableOptions({
  options,
  variants,
  selected,
  basePath,
  chooseLabel,
}: {
  options: ConfigurableOption[];
  variants: ProductVariant[];
  selected: Record<string, number>;
  basePath: string;
  chooseLabel: (label: string) => string;
}) {
  return (
    <div className="flex flex-col gap-3" data-testid="configurable-options">
      {options.map((option) => (
        <fieldset key={option.code}>
          <legend className="mb-1 text-sm font-semibold">{chooseLabel(option.label)}</legend>
          <ul className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const variant = variantFor(variants, selected, option.code, value.valueIndex);
              const active = selected[option.code] === value.valueIndex;
              const className = `inline-flex min-h-10 min-w-10 items-center gap-2 rounded border px-3 text-sm ${
                active ? 'border-brand font-semibold ring-2 ring-brand' : 'border-line bg-white'
              } ${variant && !variant.inStock ? 'opacity-60' : ''}`;
              const content = (
                <>
                  {value.swatch ? (
                    <span
                      aria-hidden="true"
                      className="size-5 rounded-full border border-line"
                      style={{ backgroundColor: value.swatch }}
                    />
                  ) : null}
                  {value.label}
                </>
              );
              return (
                <li key={value.valueIndex}>
                  {variant ? (
                    <Link
                      prefetch={false}
                      scroll={false}
                      href={`${basePath}?variant=${encodeURIComponent(variant.sku)}`}
                      aria-current={active ? 'true' : undefined}
                      className={className}
                      data-option={option.code}
                    >
                      {content}
                    </Link>
                  ) : (
                    <span className={`${className} opacity-40`}>{content}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
