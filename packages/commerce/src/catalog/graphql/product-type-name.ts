import type { ProductRecord } from '../catalog-records.ts';

/** The GraphQL type of a product record (spec §3 type_id: simple, configurable, bundle). */
export const productTypeName = (product: Pick<ProductRecord, 'typeId'>) =>
  product.typeId === 'configurable'
    ? 'ConfigurableProduct'
    : product.typeId === 'bundle'
      ? 'BundleProduct'
      : 'SimpleProduct';
