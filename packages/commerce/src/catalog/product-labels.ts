import { shopConstants } from '../config/constants.ts';
import type { NameTranslations } from './localised-names.ts';

export interface LabelDefinition {
  code: string;
  label: string;
  /** The label in fr, de and en. */
  translations?: NameTranslations | null;
  color: string;
  image: string | null;
  pdp: boolean;
}

const kept = new Set<string>(shopConstants.keptProductLabels);
/** spec §9: predicateTwo is treated as predicate. */
const aliases: Record<string, string> = { predicateTwo: 'predicate' };

/**
 * The labels a product shows (spec §9): only the kept set; cheaper_in_store is dropped when a
 * cash-back label is present and is never shown on the product page.
 */
export function visibleProductLabels(
  codes: readonly string[],
  definitions: ReadonlyMap<string, LabelDefinition>,
): LabelDefinition[] {
  const normalised = [...new Set(codes.map((code) => aliases[code] ?? code))].filter((code) =>
    kept.has(code),
  );
  const hasCashBack = normalised.includes('cash_back_action');
  return normalised
    .filter((code) => !(hasCashBack && code === 'cheaper_in_store'))
    .map((code) => {
      const definition = definitions.get(code) ?? {
        code,
        label: code,
        color: '#333333',
        image: null,
        pdp: true,
      };
      return code === 'cheaper_in_store' ? { ...definition, pdp: false } : definition;
    });
}
