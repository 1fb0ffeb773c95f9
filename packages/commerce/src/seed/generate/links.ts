import type { ProductLinkType } from '../../catalog/schema.ts';
import type { Random } from '../random.ts';
import type { GenerationState, ListedProduct } from './state.ts';

/**
 * Product links (spec §3): variations between sibling models, related products of the same
 * kind plus a matching accessory, and upsells to dearer models of the same kind.
 */
export function addLinks(state: GenerationState, r: Random): void {
  const links = state.data.productLinks;
  const add = (
    seen: Set<string>,
    from: ListedProduct,
    to: ListedProduct,
    type: ProductLinkType,
    position: number,
  ) => {
    const key = `${to.row.id}:${type}`;
    if (from.row.id === to.row.id || seen.has(key)) return false;
    seen.add(key);
    links.push({ productId: from.row.id, linkedProductId: to.row.id, linkType: type, position });
    return true;
  };

  for (const pool of state.listed.values()) {
    for (const product of pool) {
      const seen = new Set<string>();
      const siblings = state.siblings[product.series] ?? [];
      if (siblings.length > 1)
        siblings.forEach((sibling, index) => add(seen, product, sibling, 'variation', index + 1));

      let related = 0;
      for (let attempt = 0; attempt < 4 && related < 2 && pool.length > 1; attempt++) {
        const candidate = pool[r.int(0, pool.length - 1)] as ListedProduct;
        if (
          candidate.series !== product.series &&
          add(seen, product, candidate, 'related', related + 1)
        )
          related++;
      }
      const accessories = product.kind.accessory
        ? state.listed.get(product.kind.accessory)
        : undefined;
      if (accessories?.length) add(seen, product, r.pick(accessories), 'related', related + 1);

      let upsells = 0;
      for (let attempt = 0; attempt < 5 && upsells < 2 && pool.length > 1; attempt++) {
        const candidate = pool[r.int(0, pool.length - 1)] as ListedProduct;
        if (
          candidate.finalCents > product.finalCents &&
          add(seen, product, candidate, 'upsell', upsells + 1)
        )
          upsells++;
      }
    }
  }
}
