import type { Aggregation, Products } from '../../graphql/generated/resolver-types.ts';
import type { ProductRecord } from '../catalog-records.ts';

/**
 * What `products` answers before field resolution: records for the items, and the aggregations
 * as a function, computed only when the selection asks for them (graphql-js calls a function
 * found at a field's name).
 */
export type ProductsAnswer = Omit<Products, 'items' | 'aggregations'> & {
  items: ProductRecord[];
  aggregations: Aggregation[] | (() => Aggregation[]);
};
