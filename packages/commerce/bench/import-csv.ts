/**
 * A deterministic Magento 2 product CSV for the import benchmark: simple products and
 * configurables with five variants each (about 15% of the listed products), each SKU with an
 * admin row and a row per store view (nl, fr, de, en) filling names and descriptions, plus
 * categories, additional attributes, prices, special prices and qty. Written as a stream, so
 * the generator holds one row at a time whatever the size.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createRandom } from '../src/seed/random.ts';
import { importSettings } from '../src/catalog-import/import-settings.ts';

export const STORE_VIEWS = ['nl', 'fr', 'de', 'en'] as const;
const VARIANTS = 5;
// Kitchen leaves have no configurables: 18% of the others make about 15% of all listed products.
const CONFIGURABLE_SHARE = 0.18;

const COLUMNS = [
  'sku',
  'store_view_code',
  'attribute_set_code',
  'product_type',
  'categories',
  'name',
  'description',
  'short_description',
  'url_key',
  'meta_title',
  'meta_description',
  'price',
  'special_price',
  'special_price_to_date',
  'product_online',
  'visibility',
  'tax_class_name',
  'weight',
  'additional_attributes',
  'qty',
  'is_in_stock',
  'configurable_variations',
  'configurable_variation_labels',
] as const;
type Column = (typeof COLUMNS)[number];

const LEAVES = [
  ['Huishouden', 'Wassen & drogen', 'Wasmachines'],
  ['Huishouden', 'Wassen & drogen', 'Wasdrogers'],
  ['Huishouden', 'Koelen & vriezen', 'Koelkasten'],
  ['Huishouden', 'Koelen & vriezen', 'Vriezers'],
  ['Keuken', 'Koffie', 'Espressomachines'],
  ['Keuken', 'Koken', 'Inductiekookplaten'],
  ['Elektronica', 'Audio', 'Koptelefoons'],
  ['Elektronica', 'Beeld', 'Televisies'],
  ['Sport', 'Boksen', 'Bokshandschoenen'],
  ['Sport', 'Fitness', 'Loopbanden'],
  ['Mode', 'Schoenen', 'Hardloopschoenen'],
  ['Mode', 'Kleding', 'Jassen'],
];
const BRANDS = ['Bosch', 'Miele', 'Siemens', 'AEG', 'Samsung', 'LG', 'Sony', 'Philips', 'Adidas'];
const COLOURS = ['Wit', 'Zwart', 'Grijs', 'Rood', 'Blauw', 'Groen'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const ENERGY = ['A', 'B', 'C', 'D', 'E'];
const WORDS = {
  nl: 'stil zuinig ruim snel degelijk compact krachtig slim',
  fr: 'silencieux économe spacieux rapide solide compact puissant intelligent',
  de: 'leise sparsam geräumig schnell solide kompakt kräftig klug',
  en: 'quiet frugal roomy fast sturdy compact powerful smart',
};

export interface GeneratedCsv {
  /** SKUs written (simples, configurables and their variants). */
  skus: number;
  configurables: number;
  rows: number;
}

/**
 * Writes about `skus` products: every listed product is either a simple or a configurable with
 * five variants, 15% of them configurables (so 100,000 SKUs are about 57,000 listed products).
 */
export async function writeImportCsv(file: string, skus: number): Promise<GeneratedCsv> {
  const seeded = createRandom(22);
  const random = () => seeded.next();
  const out = createWriteStream(file);
  let rows = 0;
  let written = 0;
  let configurables = 0;
  const write = async (cells: Partial<Record<Column, string>>) => {
    const line = COLUMNS.map((column) => escape(cells[column] ?? '')).join(',') + '\n';
    rows++;
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(Object.fromEntries(COLUMNS.map((column) => [column, column])));
  rows = 0;
  for (let n = 1; written < skus; n++) {
    const leaf = LEAVES[n % LEAVES.length]!;
    const brand = BRANDS[Math.floor(random() * BRANDS.length)]!;
    const configurable =
      skus - written >= VARIANTS + 1 && random() < CONFIGURABLE_SHARE && leaf[0] !== 'Keuken';
    const base = {
      sku: `BENCH-${n}`,
      name: `${brand} ${leaf[2]!.replace(/s$/, '')} ${n}`,
      categories: `Default Category/${leaf.join('/')}`,
      price: (49 + Math.floor(random() * 2000) + 0.99).toFixed(2),
    };
    const attributes = `brand=${brand},energy_class=${ENERGY[n % ENERGY.length]},width_cm=${40 + (n % 5) * 10}`;
    if (!configurable) {
      const special = random() < 0.2;
      await writeProduct(write, random, {
        sku: base.sku,
        product_type: 'simple',
        name: base.name,
        categories: base.categories,
        price: base.price,
        special_price: special ? (Number(base.price) * 0.9).toFixed(2) : '',
        special_price_to_date: special ? '2030-12-31' : '',
        visibility: 'Catalog, Search',
        additional_attributes: `${attributes},color=${COLOURS[n % COLOURS.length]}`,
        qty: String(Math.floor(random() * 40)),
      });
      written++;
      continue;
    }
    configurables++;
    const colour = COLOURS[n % COLOURS.length]!;
    const variations: string[] = [];
    for (let v = 0; v < VARIANTS; v++) {
      const child = `${base.sku}-${SIZES[v]}`;
      variations.push(`sku=${child},color=${colour},size=${SIZES[v]}`);
      await writeProduct(write, random, {
        sku: child,
        product_type: 'simple',
        name: `${base.name} ${SIZES[v]}`,
        categories: base.categories,
        price: base.price,
        visibility: 'Not Visible Individually',
        additional_attributes: `${attributes},color=${colour},size=${SIZES[v]}`,
        qty: String(Math.floor(random() * 10)),
      });
    }
    await writeProduct(write, random, {
      sku: base.sku,
      product_type: 'configurable',
      name: base.name,
      categories: base.categories,
      price: '',
      visibility: 'Catalog, Search',
      additional_attributes: attributes,
      qty: '',
      configurable_variations: variations.join('|'),
      configurable_variation_labels: 'color=Kleur,size=Maat',
    });
    written += VARIANTS + 1;
  }
  out.end();
  await once(out, 'finish');
  return { skus: written, configurables, rows };
}

/** The admin row, then a row per store view with that language's texts only. */
async function writeProduct(
  write: (cells: Partial<Record<Column, string>>) => Promise<void>,
  random: () => number,
  product: Partial<Record<Column, string>> & { sku: string; name: string },
): Promise<void> {
  await write({
    ...product,
    attribute_set_code: 'Default',
    description: description('nl', product.name, random),
    short_description: `${product.name}: ${words('nl', random, 8)}`,
    url_key: product.sku.toLowerCase(),
    meta_title: product.name,
    product_online: '1',
    tax_class_name: 'Taxable Goods',
    weight: (1 + random() * 60).toFixed(1),
    is_in_stock: product.qty === '0' ? '0' : '1',
  });
  for (const view of STORE_VIEWS) {
    const name = `${product.name} (${view})`;
    await write({
      sku: product.sku,
      store_view_code: view,
      name,
      description: description(view, name, random),
      short_description: `${name}: ${words(view, random, 8)}`,
      meta_title: name,
    });
  }
}

function description(view: keyof typeof WORDS, name: string, random: () => number): string {
  return `<p>${name}, ${words(view, random, 30)}.</p><ul><li>${words(view, random, 6)}</li></ul>`;
}

function words(view: keyof typeof WORDS, random: () => number, count: number): string {
  const list = WORDS[view].split(' ');
  return Array.from({ length: count }, () => list[Math.floor(random() * list.length)]).join(' ');
}

function escape(cell: string): string {
  return /[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Brand, colour and size become filters, as a shop owner would set them. */
export function benchSettings() {
  return importSettings({
    attributes: {
      brand: { filterable: true },
      color: { filterable: true, label: { nl: 'Kleur', en: 'Colour' } },
      size: { filterable: true, label: { nl: 'Maat', en: 'Size' } },
    },
  });
}
