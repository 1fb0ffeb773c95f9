import type { ImportIssue } from './import-model.ts';

/** One selection of a Magento bundle option, as `bundle_values` writes it. */
export interface BundleSelection {
  option: string;
  type: string;
  required: boolean;
  sku: string;
  defaultQty: number;
}

/**
 * Reads Magento's `bundle_values`: selections separated by `|`, each `name=…,type=…,
 * required=…,sku=…,price=…,default=…,default_qty=…,price_type=…`. @returns null when a
 * selection lacks its option name or sku.
 */
export function readBundleValues(text: string): BundleSelection[] | null {
  const selections: BundleSelection[] = [];
  for (const part of text.split('|')) {
    if (part.trim() === '') continue;
    const fields = new Map<string, string>();
    for (const pair of part.split(',')) {
      const at = pair.indexOf('=');
      if (at > 0) fields.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const option = fields.get('name');
    const sku = fields.get('sku');
    if (!option || !sku) return null;
    selections.push({
      option,
      type: fields.get('type') ?? 'select',
      required: fields.get('required') === '1',
      sku,
      defaultQty: Number(fields.get('default_qty') ?? 1) || 1,
    });
  }
  return selections;
}

/**
 * Skips a bundle product's row with a warning naming it, so the rest of the file imports: the
 * shop's bundles are a main product with accessories at a fixed discount (spec §9), while
 * Magento's let the buyer choose among selections per option and price them by their own
 * rules, which the shop cannot sell as such (ADR 0029). A `bundle_values` cell that is not in
 * Magento's format is said so in the same warning.
 */
export function skipBundle(
  row: number,
  cells: Record<string, string>,
  sku: string,
  // The parts of the file's read result a skipped row touches (read-drafts.ts passes its own).
  result: { warnings: ImportIssue[]; invalid: Set<string> },
): void {
  const text = cells.bundle_values ?? '';
  const selections = readBundleValues(text);
  const what =
    selections === null
      ? `its bundle_values are not in Magento's format (name=…,sku=…|…)`
      : `${selections.length} selections in ${new Set(selections.map((s) => s.option)).size} options`;
  result.warnings.push({
    row,
    column: 'product_type',
    sku,
    code: 'BUNDLE_NOT_IMPORTED',
    message: `row ${row}: ${sku} is a Magento bundle (${what}); the shop sells bundles only as a main product with accessories, so this row is skipped and the rest of the file is imported`,
  });
  result.invalid.add(sku);
}
