import type { GraphQLContext } from '../graphql/context.ts';
import { paramList } from '../graphql/shopper-error.ts';
import { productText } from '../catalog/localised-names.ts';

/**
 * A refusal's values in the request's language: a line problem names its product by the Dutch
 * name the cart's rules know, and keeps the product's id (`about`) so the shopper reads the
 * product as the page names it.
 */
export function localProblemParams(
  error: { params?: Record<string, string | number>; productId?: number },
  context: Pick<GraphQLContext, 'catalog' | 'locale'>,
): { name: string; value: string }[] {
  const params = error.params ?? {};
  const locale = context.locale;
  if (typeof params.product !== 'string' || error.productId === undefined) return paramList(params);
  if (!locale || locale === 'nl') return paramList(params);
  const product = context.catalog.product(error.productId);
  if (!product) return paramList(params);
  const local = productText(product.translations, 'name', product.name, locale);
  return paramList({ ...params, product: local });
}
