/**
 * A product keeps one text per attribute (`products.attributes`). A multiselect attribute
 * (several options at once, Magento's `code=a|b|c`) keeps its option values joined with `|`:
 * option values are slugs, which never hold a `|`, and Magento's import splits at the same sign.
 */
export const MULTI_VALUE_SEPARATOR = '|';

/** The option values of a stored attribute value: one, or each of a multiselect's. */
export function attributeValuesOf(stored: string): string[] {
  return stored.includes(MULTI_VALUE_SEPARATOR) ? stored.split(MULTI_VALUE_SEPARATOR) : [stored];
}

/** The stored value of several option values (repeats dropped, order kept). */
export function joinAttributeValues(values: readonly string[]): string {
  return [...new Set(values)].join(MULTI_VALUE_SEPARATOR);
}
