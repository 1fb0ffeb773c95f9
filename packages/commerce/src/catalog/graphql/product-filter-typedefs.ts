import type { AttributeRecord } from '../catalog-records.ts';

const reservedFilterFields = new Set(['category_id', 'category_uid', 'sku', 'url_key', 'price']);

/**
 * Magento generates the product filter input from the filterable attributes; so do we, so that
 * an unknown filter is a validation error naming the field rather than a silent no-op.
 */
export function productFilterTypeDefs(attributes: Iterable<AttributeRecord>): string {
  const attributeFields = [...attributes]
    .filter(
      (attribute) =>
        attribute.filterable &&
        /^[_a-zA-Z][_a-zA-Z0-9]*$/.test(attribute.code) &&
        !reservedFilterFields.has(attribute.code),
    )
    .sort((a, b) => a.code.localeCompare(b.code))
    .map(
      (attribute) =>
        `    "${attribute.label.replace(/"/g, "'")}"\n    ${attribute.code}: FilterEqualTypeInput`,
    );
  return /* GraphQL */ `
  input ProductAttributeFilterInput {
    category_id: FilterEqualTypeInput
    category_uid: FilterEqualTypeInput
    sku: FilterEqualTypeInput
    url_key: FilterEqualTypeInput
    price: FilterRangeTypeInput
${attributeFields.join('\n')}
  }
`;
}
