'use client';

import { useLocale, useTranslations } from '@/lib/i18n/client';
import { FallbackImage } from '@/components/ui/fallback-image';
import { SearchIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/format/price';
import type { AutocompleteOption, AutocompleteSection } from '@/lib/search/autocomplete';
import { Highlighted } from './highlighted';

interface Props {
  /** The listbox's id; group labels are named after it. */
  id: string;
  sections: AutocompleteSection[];
  typed: string;
  activeId: string | null;
  onChoose: (option: AutocompleteOption) => void;
  onHover: (id: string) => void;
}

/**
 * The autocomplete dropdown's grouped options, inside the search bar's listbox (ARIA combobox
 * pattern). Options are chosen with the mouse or by the input's arrow keys and Enter; focus never
 * leaves the input. Loaded on the search bar's first focus, not with the page.
 */
export default function AutocompleteGroups({
  id,
  sections,
  typed,
  activeId,
  onChoose,
  onHover,
}: Props) {
  const t = useTranslations('search');
  const locale = useLocale();
  return (
    <>
      {sections.map((section) => (
        <li
          key={section.kind}
          role="presentation"
          // Desktop: products in a column of their own beside suggestions and categories.
          className={
            section.kind === 'products' && sections.length > 1
              ? 'desk:col-start-2 desk:row-span-4 desk:row-start-1 desk:border-l desk:border-line'
              : 'desk:col-start-1'
          }
        >
          <p
            id={`${id}-${section.kind}`}
            className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
          >
            {t(section.kind)}
          </p>
          <ul role="group" aria-labelledby={`${id}-${section.kind}`}>
            {section.options.map((option) => (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === activeId}
                data-kind={option.kind}
                // Keep focus in the input; the choice is made on click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
                onMouseMove={() => option.id !== activeId && onHover(option.id)}
                className="flex cursor-pointer items-center gap-3 px-4 py-2 aria-selected:bg-gray-100"
              >
                <OptionContent option={option} typed={typed} locale={locale} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </>
  );
}

function OptionContent({
  option,
  typed,
  locale,
}: {
  option: AutocompleteOption;
  typed: string;
  locale: string;
}) {
  if (option.kind === 'suggestion')
    return (
      <>
        <SearchIcon size={16} className="shrink-0 text-muted" />
        <span className="text-sm">
          <Highlighted text={option.text} typed={typed} />
        </span>
      </>
    );
  if (option.kind === 'cmsPage')
    return (
      <span className="text-sm">
        <Highlighted text={option.title} typed={typed} />
      </span>
    );
  if (option.kind === 'category') {
    const { category } = option;
    return (
      <>
        <FallbackImage
          src={category.image ?? ''}
          alt=""
          width={40}
          height={40}
          loading="eager"
          className="size-10 shrink-0 rounded object-contain"
        />
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold">
            <Highlighted text={category.name} typed={typed} />
          </span>
          {category.path.length > 0 ? (
            <span className="block truncate text-xs text-muted">{category.path.join(' › ')}</span>
          ) : null}
        </span>
      </>
    );
  }
  const { product } = option;
  return (
    <>
      <FallbackImage
        src={product.image ?? ''}
        alt=""
        width={48}
        height={48}
        loading="eager"
        className="size-12 shrink-0 object-contain"
      />
      <span className="min-w-0 flex-1 text-sm leading-snug">
        <Highlighted text={product.name} typed={typed} />
      </span>
      {product.price ? (
        <span className="shrink-0 text-sm font-bold text-brand">
          {formatPrice(product.price.value, product.price.currency, locale)}
        </span>
      ) : null}
    </>
  );
}
