/**
 * Reading Magento's cell formats. Each reader returns the value or throws a `CellError` whose
 * message says what is wrong in words a shop owner can act on.
 */

export class CellError extends Error {}

/** Whole cents from a decimal amount (`14.99`, `25`, `1234.5000`); never through a float. */
export function cents(text: string): number {
  const match = /^(\d{1,9})(?:[.,](\d{1,4}))?$/.exec(text.trim());
  if (!match) throw new CellError(`"${text}" is not an amount (use digits and a decimal point)`);
  const fraction = (match[2] ?? '').padEnd(4, '0');
  const tenThousandths = Number(match[1]) * 10_000 + Number(fraction);
  return Math.round(tenThousandths / 100);
}

/** A non-negative number such as a weight or a quantity (`100`, `0.0000`, `1.5`). */
export function decimal(text: string): number {
  if (!/^\d{1,12}(?:\.\d{1,6})?$/.test(text.trim())) {
    throw new CellError(`"${text}" is not a number`);
  }
  return Number(text.trim());
}

/** Magento's yes/no cells: `1`/`0` (and `yes`/`no`). */
export function flag(text: string): boolean {
  const value = text.trim().toLowerCase();
  if (value === '1' || value === 'yes') return true;
  if (value === '0' || value === 'no') return false;
  throw new CellError(`"${text}" is not 1 or 0`);
}

/**
 * A date as `YYYY-MM-DD`. Magento exports dates as `m/d/y` (`10/20/15`), `m/d/Y`, or ISO,
 * optionally with a time, which the shop does not keep.
 */
export function isoDate(text: string): string {
  const value = text.trim();
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:,?\s.*)?$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) {
    [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
    if (year < 100) year += 2000;
  } else throw new CellError(`"${text}" is not a date (use YYYY-MM-DD)`);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new CellError(`"${text}" is not a date of the calendar`);
  }
  return date.toISOString().slice(0, 10);
}

/** Attribute codes become GraphQL filter fields, so they keep to Magento's own code pattern. */
export const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]{0,59}$/;

/**
 * `code=value,code=value`; a multiselect value lists its options with `|`. A comma inside a
 * value (a segment without `=`) belongs to the value before it, as Magento reads it.
 */
export function attributePairs(text: string): Map<string, string[]> {
  const pairs = new Map<string, string>();
  let last: string | null = null;
  for (const segment of text.split(',')) {
    const at = segment.indexOf('=');
    if (at < 0) {
      if (last === null) throw new CellError(`"${segment}" has no code= in front of it`);
      pairs.set(last, `${pairs.get(last)},${segment}`);
      continue;
    }
    const code = segment.slice(0, at).trim();
    if (!ATTRIBUTE_CODE.test(code)) {
      throw new CellError(
        `"${code}" is not an attribute code (lowercase letters, digits and _, starting with a letter)`,
      );
    }
    pairs.set(code, segment.slice(at + 1));
    last = code;
  }
  const values = new Map<string, string[]>();
  for (const [code, value] of pairs) {
    const options = value
      .split('|')
      .map((option) => option.trim())
      .filter(Boolean);
    if (options.length > 0) values.set(code, options);
  }
  return values;
}

export interface Variation {
  sku: string;
  values: Map<string, string>;
}

/** `sku=X,color=red|sku=Y,color=blue`: each child and its option values. */
export function variations(text: string): Variation[] {
  return text
    .split('|')
    .filter((part) => part.trim())
    .map((part) => {
      const values = new Map<string, string>();
      let sku: string | undefined;
      for (const segment of part.split(',')) {
        const at = segment.indexOf('=');
        if (at < 0) throw new CellError(`"${segment}" is not code=value`);
        const code = segment.slice(0, at).trim();
        const value = segment.slice(at + 1).trim();
        if (code === 'sku') sku = value;
        else if (!ATTRIBUTE_CODE.test(code)) {
          throw new CellError(`"${code}" is not an attribute code`);
        } else values.set(code, value);
      }
      if (!sku) throw new CellError(`"${part}" names no sku=`);
      if (values.size === 0) throw new CellError(`the variation ${sku} names no attribute`);
      return { sku, values };
    });
}

/** `code=Label,code=Label`: the configurable option labels. */
export function variationLabels(text: string): Map<string, string> {
  const labels = new Map<string, string>();
  for (const segment of text.split(',')) {
    if (!segment.trim()) continue;
    const at = segment.indexOf('=');
    if (at < 0) throw new CellError(`"${segment}" is not code=label`);
    labels.set(segment.slice(0, at).trim(), segment.slice(at + 1).trim());
  }
  return labels;
}

/** A comma-separated list (`simple1,simple2`), empty entries dropped. */
export function list(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export interface UspCell {
  code: string;
  label: string;
  value: string;
}

/**
 * `product_usps`: the selling points as JSON, `[{"code":"capacity","label":"Capaciteit",
 * "value":"8 kg"}]`. JSON because labels and values hold commas, colons and bars, which any
 * separator of Magento's would have to escape.
 */
export function usps(text: string): UspCell[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CellError(
      `"${text.slice(0, 80)}" is not a JSON list of selling points ([{"code":…,"label":…,"value":…}])`,
    );
  }
  if (!Array.isArray(json)) throw new CellError('the selling points are not a JSON list');
  const seen = new Set<string>();
  return json.map((item: unknown, index) => {
    const { code, label, value } = (item ?? {}) as Record<string, unknown>;
    if (typeof code !== 'string' || !ATTRIBUTE_CODE.test(code)) {
      throw new CellError(
        `selling point ${index + 1} has no code (lowercase letters, digits and _, starting with a letter)`,
      );
    }
    if (typeof label !== 'string' || !label.trim() || typeof value !== 'string' || !value.trim()) {
      throw new CellError(`the selling point ${code} needs a label and a value as text`);
    }
    if (seen.has(code)) throw new CellError(`the selling point ${code} is given twice`);
    seen.add(code);
    return { code, label: label.trim(), value: value.trim() };
  });
}
