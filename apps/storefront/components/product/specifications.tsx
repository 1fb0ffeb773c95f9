import { useTranslations } from 'next-intl';
import type { ProductPageData } from '@/lib/commerce/types';

/** The specifications, a table per group; a tooltip opens under its '?' without JavaScript. */
export function Specifications({ groups }: { groups: ProductPageData['specificationGroups'] }) {
  const t = useTranslations('catalog');
  if (!groups.length) return null;
  return (
    <section
      className="mt-8 max-w-3xl"
      aria-labelledby="specs-heading"
      data-testid="specifications"
    >
      <h2 id="specs-heading" className="mb-2 text-xl font-bold text-brand">
        {t('specifications')}
      </h2>
      {groups.map((group) => (
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
  );
}
