/** Specification rows for the compare table: de-duplicated by code, in first-seen order. */
export function compareRows(
  products: { specs: { code: string; label: string; value: string }[] }[],
): { code: string; label: string; values: (string | null)[]; differs: boolean }[] {
  const rows = new Map<string, string>();
  for (const product of products)
    for (const spec of product.specs) if (!rows.has(spec.code)) rows.set(spec.code, spec.label);
  return [...rows].map(([code, label]) => {
    const values = products.map(
      (product) => product.specs.find((spec) => spec.code === code)?.value ?? null,
    );
    return { code, label, values, differs: new Set(values).size > 1 };
  });
}
