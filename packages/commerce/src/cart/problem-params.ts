import type { GraphQLContext } from '../graphql/context.ts';
import { paramList } from '../graphql/shopper-error.ts';
import { productText } from '../catalog/localised-names.ts';

/**
 * A refusal's values in the request's language: a line problem names its product by the Dutch
 * name the cart's rules know, and the shopper reads the product as the page names it. Problems
 * are rare, so the product is looked up by that name when one is said, not carried along.
 */
export function localProblemParams(
  params: Record<string, string | number>,
  context: Pick<GraphQLContext, 'catalog' | 'locale'>,
): { name: string; value: string }[] {
  const dutch = params.product;
  const locale = context.locale;
  if (typeof dutch !== 'string' || !locale || locale === 'nl') return paramList(params);
  let local: string | undefined;
  for (const product of context.catalog.allProducts()) {
    if (product.name !== dutch) continue;
    local = productText(product.translations, 'name', product.name, locale);
    break;
  }
  return paramList(local ? { ...params, product: local } : params);
}
