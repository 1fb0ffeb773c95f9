import { lexicographicSortSchema, printSchema } from 'graphql';
import { ATTRIBUTES } from '../seed/data/attributes.ts';
import { engineModules } from '../engine/modules.ts';
import { buildSchema } from './schema.ts';

/**
 * The schema as the demo shop serves it, printed: the contract the storefront's documents are
 * typed from and validated against. The product filter input depends on the filterable
 * attributes (Magento generates it the same way); the contract uses the demo catalogue's.
 */
export function contractSchemaSDL(): string {
  const attributes = ATTRIBUTES.map((attribute, position) => ({
    code: attribute.code,
    label: attribute.label,
    attributeGroup: attribute.group,
    tooltip: attribute.tooltip ?? null,
    filterable: Boolean(attribute.options),
    position,
    unit: attribute.unit ?? null,
    options: new Map(),
  }));
  return `${printSchema(
    lexicographicSortSchema(buildSchema(engineModules, { filterableAttributes: attributes })),
  )}\n`;
}
