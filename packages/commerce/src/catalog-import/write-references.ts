/**
 * The label definitions and cash-back actions products name (`product_labels`, `cash_back`),
 * with their texts per language. Magento's product file has no place for them, so they travel
 * in the settings file as the attributes' labels do; a product's cell names a label by its code
 * and an action by its Dutch name (an action has no code, and its id differs from shop to shop).
 */
import { isDeepStrictEqual } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { cashBackActions, productLabelDefinitions } from '../catalog/schema.ts';
import type { CashBackTranslations, NameTranslations } from '../catalog/localised-names.ts';
import type { Database } from '../db/connection.ts';
import type { ImportIssue, ProductDraft } from './import-model.ts';
import type { ImportSettings } from './import-settings.ts';
import type { Transaction } from './write-attributes.ts';

const OTHER_LOCALES = ['fr', 'de', 'en'] as const;

export interface ShopReferences {
  labelCodes: ReadonlySet<string>;
  cashBackNames: ReadonlySet<string>;
}

export async function readShopReferences(db: Database): Promise<ShopReferences> {
  const labels = await db
    .select({ code: productLabelDefinitions.code })
    .from(productLabelDefinitions);
  const actions = await db.select({ name: cashBackActions.name }).from(cashBackActions);
  return {
    labelCodes: new Set(labels.map((row) => row.code)),
    cashBackNames: new Set(actions.map((row) => row.name)),
  };
}

/**
 * Row errors for labels and cash-back actions that neither the settings nor the shop have; the
 * SKU is added to `invalid`, so nothing of it is written.
 */
export function referenceProblems(
  drafts: Iterable<ProductDraft>,
  invalid: Set<string>,
  settings: ImportSettings,
  shop: ShopReferences,
): ImportIssue[] {
  const errors: ImportIssue[] = [];
  for (const draft of drafts) {
    const before = errors.length;
    const unknown = (draft.labels ?? []).filter(
      (code) => !settings.productLabels.has(code) && !shop.labelCodes.has(code),
    );
    if (unknown.length > 0) {
      errors.push({
        row: draft.row,
        column: 'product_labels',
        sku: draft.sku,
        code: 'UNKNOWN_PRODUCT_LABEL',
        message: `the label ${unknown.join(', ')} is neither in the shop nor in the settings' productLabels`,
      });
    }
    const action = draft.cashBack;
    if (action && !settings.cashBackActions.has(action) && !shop.cashBackNames.has(action)) {
      errors.push({
        row: draft.row,
        column: 'cash_back',
        sku: draft.sku,
        code: 'UNKNOWN_CASH_BACK',
        message: `the cash-back action "${action}" is neither in the shop nor in the settings' cashBackActions (named by its Dutch name)`,
      });
    }
    if (errors.length > before) invalid.add(draft.sku);
  }
  return errors;
}

function others<T>(text: (locale: (typeof OTHER_LOCALES)[number]) => T | undefined) {
  const local = Object.fromEntries(
    OTHER_LOCALES.flatMap((locale) => {
      const value = text(locale);
      return value === undefined ? [] : [[locale, value] as const];
    }),
  );
  return Object.keys(local).length > 0 ? local : null;
}

/**
 * Writes the settings' label definitions (by code) and cash-back actions (by Dutch name) in the
 * import's transaction, each as the settings give it, and tells each action's id by name. A row
 * that already reads so is left untouched, so the same import twice writes nothing.
 */
export async function writeReferences(
  tx: Transaction,
  settings: ImportSettings,
): Promise<(name: string) => number | undefined> {
  if (settings.productLabels.size > 0) {
    const known = new Map(
      (await tx.select().from(productLabelDefinitions)).map((row) => [row.code, row]),
    );
    for (const [code, setting] of settings.productLabels) {
      const before = known.get(code);
      const row = {
        code,
        label: setting.label.nl!,
        color: setting.color,
        image: setting.image !== undefined ? setting.image : (before?.image ?? null),
        pdp: setting.pdp ?? before?.pdp ?? true,
        translations: others((locale) => setting.label[locale] || undefined) as NameTranslations,
      };
      if (before && isDeepStrictEqual({ ...before }, row)) continue;
      await tx
        .insert(productLabelDefinitions)
        .values(row)
        .onConflictDoUpdate({ target: productLabelDefinitions.code, set: row });
    }
  }
  const actions = async () => tx.select().from(cashBackActions).orderBy(asc(cashBackActions.id));
  const idOf = (rows: Awaited<ReturnType<typeof actions>>) => {
    const ids = new Map<string, number>();
    for (const row of rows) if (!ids.has(row.name)) ids.set(row.name, row.id);
    return ids;
  };
  let rows = await actions();
  if (settings.cashBackActions.size > 0) {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ids = idOf(rows);
    for (const [name, setting] of settings.cashBackActions) {
      const id = ids.get(name);
      const before = id === undefined ? undefined : byId.get(id);
      const row = {
        name,
        description: setting.description.nl!,
        amountCents: setting.amountCents,
        linkHref: setting.linkHref ?? null,
        linkLabel: setting.linkLabel?.nl ?? null,
        endDate: setting.endDate ?? null,
        translations: others((locale) => {
          const texts = {
            ...(setting.name?.[locale] ? { name: setting.name[locale] } : {}),
            ...(setting.description[locale] ? { description: setting.description[locale] } : {}),
            ...(setting.linkLabel?.[locale] ? { linkLabel: setting.linkLabel[locale] } : {}),
          };
          return Object.keys(texts).length > 0 ? texts : undefined;
        }) as CashBackTranslations,
      };
      if (before) {
        const { id: _id, ...stored } = before;
        if (isDeepStrictEqual(stored, row)) continue;
        await tx.update(cashBackActions).set(row).where(eq(cashBackActions.id, before.id));
      } else await tx.insert(cashBackActions).values(row);
    }
    rows = await actions();
  }
  const ids = idOf(rows);
  return (name) => ids.get(name);
}
