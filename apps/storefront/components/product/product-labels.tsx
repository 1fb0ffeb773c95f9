import { textColourOn } from '@/components/content/blocks/colour';
import { useTranslations } from 'next-intl';
import { labelText } from '@/components/catalog/card-parts';
import type { ProductPageData } from '@/lib/commerce/types';

/** The product's labels above its pictures, each in its own colour with readable text. */
export function ProductLabels({ labels }: { labels: ProductPageData['labels'] }) {
  const t = useTranslations('Labels');
  if (!labels.length) return null;
  return (
    <ul className="mb-2 flex flex-wrap gap-1">
      {labels.map((label) => (
        <li
          key={label.code}
          className="rounded bg-accent px-2 py-0.5 text-xs font-bold text-white"
          style={
            label.color
              ? { backgroundColor: label.color, color: textColourOn(label.color) }
              : undefined
          }
        >
          {labelText(label, t)}
        </li>
      ))}
    </ul>
  );
}
