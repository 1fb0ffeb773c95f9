import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { attributeOptions, attributes } from '../catalog/schema.ts';
import type { AttributeTranslations, NameTranslations } from '../catalog/localised-names.ts';
import { slugify } from '../seed/slug.ts';
import { joinAttributeValues } from '../catalog/attribute-values.ts';
import type { ImportSettings } from './import-settings.ts';
import type { ProductDraft } from './import-model.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How a product stores an attribute's value: an option value for option attributes, else text. */
export interface AttributePlan {
  /** Codes whose values are options (filterable, or chosen on a configurable product). */
  optionCodes: Set<string>;
  labelOf(code: string): string;
  /** The option value a label stands for: the shop's option with that label, else its slug. */
  valueOf(code: string, label: string): string;
}

/** `energy_class` → "Energy class": a readable label until the settings give one. */
export function labelFromCode(code: string): string {
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The option value for a label: URL-safe, as filter links carry it. */
export function optionValue(label: string): string {
  return slugify(label) || label.trim().toLowerCase();
}

/**
 * Creates the attributes the drafts use that the shop does not know yet, with the settings'
 * labels and filterable flag (an attribute that settings name is updated to match them), and
 * the options of option attributes. Existing options keep their labels and positions.
 */
export async function writeAttributes(
  tx: Transaction,
  drafts: readonly ProductDraft[],
  settings: ImportSettings,
): Promise<AttributePlan> {
  const values = new Map<string, Set<string>>();
  const variationCodes = new Set<string>();
  const note = (code: string, label: string) => {
    let set = values.get(code);
    if (!set) values.set(code, (set = new Set()));
    if (label) set.add(label);
  };
  for (const draft of drafts) {
    for (const [code, labels] of draft.attributes ?? [])
      for (const label of labels) note(code, label);
    for (const variation of draft.variations ?? []) {
      for (const [code, label] of variation.values) {
        note(code, label);
        variationCodes.add(code);
      }
    }
    if (draft.weight !== undefined) note('weight', String(draft.weight));
  }
  const existing = new Map(
    (await tx.select().from(attributes)).map((row) => [row.code, row] as const),
  );
  const optionCodes = new Set<string>();
  for (const code of values.keys()) {
    const setting = settings.attributes.get(code);
    const known = existing.get(code);
    const filterable = setting?.filterable ?? known?.filterable ?? false;
    if (filterable || variationCodes.has(code)) optionCodes.add(code);
    const label =
      setting?.label?.nl ?? known?.label ?? (code === 'weight' ? 'Gewicht' : labelFromCode(code));
    const translations: NameTranslations = { ...known?.translations };
    for (const locale of ['fr', 'de', 'en'] as const) {
      const text = setting?.label?.[locale];
      if (text) translations[locale] = text;
    }
    // Tooltip and group in fr, de and en: the settings' over what the shop has.
    const texts: AttributeTranslations = { ...known?.textTranslations };
    for (const locale of ['fr', 'de', 'en'] as const) {
      const local = {
        ...texts[locale],
        ...(setting?.group?.[locale] ? { group: setting.group[locale] } : {}),
        ...(setting?.tooltip?.[locale] ? { tooltip: setting.tooltip[locale] } : {}),
      };
      if (Object.keys(local).length > 0) texts[locale] = local;
    }
    const row = {
      code,
      label,
      translations: Object.keys(translations).length > 0 ? translations : null,
      attributeGroup: setting?.group?.nl ?? known?.attributeGroup ?? settings.defaultGroup,
      tooltip: setting?.tooltip?.nl ?? known?.tooltip ?? null,
      textTranslations: Object.keys(texts).length > 0 ? texts : null,
      filterable,
      unit: setting?.unit ?? known?.unit ?? (code === 'weight' ? 'kg' : null),
      position: known?.position ?? existing.size + values.size,
    };
    if (!known || setting) {
      await tx
        .insert(attributes)
        .values(row)
        .onConflictDoUpdate({ target: attributes.code, set: row });
    }
  }
  // An option the shop has is found by its label (ignoring case), whatever its value: the export
  // writes labels, and the demo shop's values are not always their slugs
  // (`eigen-bezorgdienst` for "Bezorging door eigen bezorgdienst").
  const known = new Map<string, string>();
  const keyOf = (code: string, label: string) => `${code}\u0000${label.trim().toLowerCase()}`;
  const shopOptions: (typeof attributeOptions.$inferSelect)[] = [];
  if (optionCodes.size > 0) {
    shopOptions.push(
      ...(await tx
        .select()
        .from(attributeOptions)
        .where(inArray(attributeOptions.attributeCode, [...optionCodes]))
        .orderBy(asc(attributeOptions.position), asc(attributeOptions.value))),
    );
    for (const row of shopOptions) {
      const key = keyOf(row.attributeCode, row.label);
      if (!known.has(key)) known.set(key, row.value);
    }
  }
  const valueOf = (code: string, label: string) =>
    known.get(keyOf(code, label)) ?? optionValue(label);
  for (const code of optionCodes) {
    const labels = [...(values.get(code) ?? [])];
    if (labels.length === 0) continue;
    const rows = labels.map((label, index) => ({
      attributeCode: code,
      value: valueOf(code, label),
      label,
      translations: optionTexts(settings, code, label),
      position: index,
    }));
    const unique = [...new Map(rows.map((row) => [row.value, row])).values()];
    await tx
      .insert(attributeOptions)
      .values(unique)
      .onConflictDoNothing({ target: [attributeOptions.attributeCode, attributeOptions.value] });
  }
  await translateShopOptions(tx, settings, shopOptions);
  const labels = new Map([...existing].map(([code, row]) => [code, row.label]));
  return {
    optionCodes,
    valueOf,
    labelOf: (code) =>
      settings.attributes.get(code)?.label?.nl ?? labels.get(code) ?? labelFromCode(code),
  };
}

/** The product's `attributes` value for a code: option value(s) or display text. */
export function storedValue(plan: AttributePlan, code: string, labels: readonly string[]): string {
  // Every option of a multiselect is kept, so each one filters; text shows them joined.
  if (plan.optionCodes.has(code)) {
    return joinAttributeValues(labels.map((label) => plan.valueOf(code, label)));
  }
  return labels.join(', ');
}

const optionIndex = new WeakMap<ImportSettings, Map<string, Map<string, NameTranslations>>>();

/** An option's labels in fr, de and en from the settings (by its Dutch label), or null. */
function optionTexts(
  settings: ImportSettings,
  code: string,
  label: string,
): NameTranslations | null {
  let byCode = optionIndex.get(settings);
  if (!byCode) {
    byCode = new Map();
    for (const [attribute, setting] of settings.attributes) {
      const byLabel = new Map<string, NameTranslations>();
      for (const [dutch, texts] of Object.entries(setting.options ?? {})) {
        const local = Object.fromEntries(Object.entries(texts).filter(([, text]) => text));
        if (Object.keys(local).length > 0) byLabel.set(dutch.trim().toLowerCase(), local);
      }
      byCode.set(attribute, byLabel);
    }
    optionIndex.set(settings, byCode);
  }
  return byCode.get(code)?.get(label.trim().toLowerCase()) ?? null;
}

/**
 * The shop's options the settings translate get those translations (over what they have); an
 * option the settings do not name keeps its own, so a settings file without options changes none.
 */
async function translateShopOptions(
  tx: Transaction,
  settings: ImportSettings,
  rows: readonly (typeof attributeOptions.$inferSelect)[],
): Promise<void> {
  for (const row of rows) {
    const texts = optionTexts(settings, row.attributeCode, row.label);
    if (!texts) continue;
    const translations = { ...row.translations, ...texts };
    if (isDeepStrictEqual(translations, row.translations)) continue;
    await tx
      .update(attributeOptions)
      .set({ translations })
      .where(
        and(
          eq(attributeOptions.attributeCode, row.attributeCode),
          eq(attributeOptions.value, row.value),
        ),
      );
  }
}
