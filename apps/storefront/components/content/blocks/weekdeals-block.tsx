import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getActiveDeal } from '@/lib/commerce';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatPrice } from '@/lib/format/price';
import { relativeLink } from '@/lib/layout/links';
import { Countdown } from './interactive-blocks';

/** The weekly deal from `activeDeal` (spec §3 Deal); nothing when there is none. */
export async function WeekdealsBlockView({ title }: { title?: string | undefined }) {
  const locale = await getLocale();
  const t = await getTranslations('Deal');
  const deal = await getActiveDeal(locale);
  if (!deal) return null;
  const dark = deal.theme === 'dark';
  const product = deal.product;
  const href = deal.button ? relativeLink(deal.button.href) : product?.href;
  return (
    <section className="container-shop my-8" data-testid="weekdeal">
      <div
        className={`grid gap-6 overflow-hidden rounded-lg p-5 md:grid-cols-2 md:p-8 ${dark ? 'bg-brand-dark text-white' : 'bg-amber-50 text-ink'}`}
      >
        <div className="flex flex-col gap-3">
          <p
            className={`w-fit rounded px-2 py-1 text-sm font-bold ${dark ? 'bg-white text-brand-dark' : 'bg-brand text-white'}`}
          >
            {title ?? t('title')}
          </p>
          <h2 className="text-2xl font-bold md:text-3xl">{deal.title}</h2>
          {deal.subTitle ? <p className="text-lg">{deal.subTitle}</p> : null}
          {!deal.isFallback ? <Countdown until={deal.expirationDate} /> : <p>{t('fallback')}</p>}
          {product?.price ? (
            <p className="text-3xl font-bold">
              {formatPrice(product.price.final.value, product.price.final.currency, locale)}
              {product.price.final.value < product.price.regular.value ? (
                <span
                  className={`ml-3 text-lg font-normal line-through ${dark ? 'text-white/80' : 'text-muted'}`}
                >
                  {formatPrice(product.price.regular.value, product.price.regular.currency, locale)}
                </span>
              ) : null}
            </p>
          ) : null}
          {href ? (
            <Link href={href} className="btn btn-primary mt-2 w-fit">
              {deal.button?.label ?? t('viewDeal')}
            </Link>
          ) : null}
        </div>
        {deal.image || product?.image.url ? (
          <div className="flex items-center justify-center rounded-md bg-white p-4">
            <FallbackImage
              src={deal.image ?? product?.image.url ?? ''}
              alt={product?.name ?? deal.title}
              width={400}
              height={400}
              loading="lazy"
              className="h-auto max-h-72 w-auto object-contain"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
