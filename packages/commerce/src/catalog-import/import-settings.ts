/**
 * The import's settings: which Magento store view feeds which shop language, and how attributes
 * the shop does not know yet are labelled (label, group, tooltip and option labels, each in the
 * shop's languages) and whether they become listing filters, and the label definitions and
 * cash-back actions products name, with their texts per language. Read from
 * `catalog-import.json` beside the CSV, or the file given with `--settings`; every key is
 * optional and falls back to the defaults below.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { shopLocales, type ShopLocale } from '../graphql/request-locale.ts';

/** The settings file looked for beside the CSV (or in the folder being imported). */
export const SETTINGS_FILE = 'catalog-import.json';

const locale = z.enum(shopLocales);
const labels = z
  .object({ nl: z.string(), fr: z.string(), de: z.string(), en: z.string() })
  .partial();
const attributeCode = z.string().regex(/^[a-z][a-z0-9_]{0,59}$/);
/** Texts in fr, de and en beside a Dutch one given elsewhere (an option's label, a key). */
const otherLabels = z
  .object({ fr: z.string().max(500), de: z.string().max(500), en: z.string().max(500) })
  .partial()
  .strict();
const dutchAndOthers = z
  .object({
    nl: z.string().min(1).max(2000),
    fr: z.string().max(2000),
    de: z.string().max(2000),
    en: z.string().max(2000),
  })
  .partial({ fr: true, de: true, en: true })
  .strict();

/** Label codes are the shop's own (`our_choice`, `predicateTwo`): no commas, as cells list them. */
const labelCode = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

/** A product label definition (`product_labels` cells name its code). */
const productLabel = z
  .object({
    label: dutchAndOthers,
    color: z.string().min(1).max(40),
    image: z.string().max(500).nullable(),
    pdp: z.boolean(),
  })
  .partial({ image: true, pdp: true })
  .strict();

/** A cash-back action, keyed by its Dutch name (`cash_back` cells name it). */
const cashBackAction = z
  .object({
    /** The name in fr, de and en; the key is the Dutch one. */
    name: otherLabels,
    description: dutchAndOthers,
    amountCents: z.number().int().min(0).max(1_000_000_000),
    linkHref: z.string().max(500).nullable(),
    linkLabel: dutchAndOthers.nullable(),
    endDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
  })
  .partial({ name: true, linkHref: true, linkLabel: true, endDate: true })
  .strict();

const settingsSchema = z
  .object({
    /** Magento store view code → shop language. The admin scope (empty code) is always Dutch. */
    storeViews: z.record(z.string().max(64), locale).optional(),
    attributes: z
      .record(
        attributeCode,
        z
          .object({
            filterable: z.boolean(),
            label: labels,
            /** The group on the product page: Dutch, or `{ nl, fr, de, en }`. */
            group: z.union([z.string().max(100), labels]),
            tooltip: labels,
            unit: z.string().max(20),
            /** An option's label in fr, de and en, by its Dutch label as the file writes it. */
            options: z.record(z.string().min(1).max(500), otherLabels),
          })
          .partial()
          .strict(),
      )
      .optional(),
    /** MSI source code → the shop's store code, where they differ. */
    sources: z.record(z.string().max(64), z.string().min(1).max(64)).optional(),
    /** Attribute group on the product page for attributes the settings do not place. */
    defaultGroup: z.string().max(100).optional(),
    productLabels: z.record(labelCode, productLabel).optional(),
    cashBackActions: z.record(z.string().min(1).max(200), cashBackAction).optional(),
  })
  .strict();

export type ImportSettingsInput = z.input<typeof settingsSchema>;

export interface AttributeSetting {
  filterable?: boolean;
  label?: Partial<Record<ShopLocale, string>>;
  group?: Partial<Record<ShopLocale, string>>;
  tooltip?: Partial<Record<ShopLocale, string>>;
  unit?: string;
  options?: Record<string, Partial<Record<'fr' | 'de' | 'en', string>>>;
}

export type ProductLabelSetting = z.output<typeof productLabel>;
export type CashBackSetting = z.output<typeof cashBackAction>;

export interface ImportSettings {
  storeViews: ReadonlyMap<string, ShopLocale>;
  attributes: ReadonlyMap<string, AttributeSetting>;
  defaultGroup: string;
  sources: ReadonlyMap<string, string>;
  /** Label definitions by code, written before the products that name them. */
  productLabels: ReadonlyMap<string, ProductLabelSetting>;
  /** Cash-back actions by Dutch name, written before the products that name them. */
  cashBackActions: ReadonlyMap<string, CashBackSetting>;
}

/** Magento's usual store view codes, each to the language its name says. */
export const DEFAULT_STORE_VIEWS: Readonly<Record<string, ShopLocale>> = {
  default: 'nl',
  nl: 'nl',
  fr: 'fr',
  de: 'de',
  en: 'en',
};

export function importSettings(input: ImportSettingsInput = {}): ImportSettings {
  const parsed = settingsSchema.parse(input);
  return {
    storeViews: new Map(Object.entries({ ...DEFAULT_STORE_VIEWS, ...parsed.storeViews })),
    attributes: new Map(
      Object.entries(parsed.attributes ?? {}).map(([code, { group, ...setting }]) => [
        code,
        group === undefined
          ? setting
          : { ...setting, group: typeof group === 'string' ? { nl: group } : group },
      ]),
    ),
    defaultGroup: parsed.defaultGroup ?? 'Specificaties',
    sources: new Map(Object.entries(parsed.sources ?? {})),
    productLabels: new Map(Object.entries(parsed.productLabels ?? {})),
    cashBackActions: new Map(Object.entries(parsed.cashBackActions ?? {})),
  };
}

export class SettingsError extends Error {}

/**
 * The settings from `file`, or from `catalog-import.json` beside `source` when it exists;
 * defaults otherwise. A settings file that is not valid JSON or names unknown keys is an error
 * (a typo should not silently fall back to a default).
 */
export async function readImportSettings(
  source: string,
  file?: string,
  sourceIsFolder = false,
): Promise<ImportSettings> {
  const candidate =
    file ?? path.join(sourceIsFolder ? source : path.dirname(source), SETTINGS_FILE);
  let text: string;
  try {
    text = await readFile(candidate, 'utf8');
  } catch (error) {
    if (!file && (error as NodeJS.ErrnoException).code === 'ENOENT') return importSettings();
    throw new SettingsError(`Cannot read the settings file ${candidate}: ${String(error)}`);
  }
  return parseImportSettings(text, candidate);
}

export function parseImportSettings(text: string, name = 'settings'): ImportSettings {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new SettingsError(`${name} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = settingsSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`,
    );
    throw new SettingsError(`${name} has errors: ${problems.join('; ')}`);
  }
  return importSettings(parsed.data);
}
