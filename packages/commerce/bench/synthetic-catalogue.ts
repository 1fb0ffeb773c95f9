/**
 * A deterministic synthetic Dutch catalogue in the index's own shapes, for the index benchmark
 * (index-perf.ts) at volumes the demo seed takes long to write. Not the demo seed: it only has
 * what the index reads.
 */
import { createRandom } from '../src/seed/random.ts';
import type {
  AttributeValue,
  IndexedAttribute,
  IndexedCategory,
  IndexedProduct,
} from '../src/catalog/index/types.ts';
import { buildCategories, leaves } from './synthetic-categories.ts';
import { brandsByDomain, buildAttributes, optionValues } from './synthetic-attributes.ts';
import { syntheticTranslations } from './synthetic-translations.ts';

export interface SyntheticCatalogue {
  products: IndexedProduct[];
  categories: IndexedCategory[];
  attributes: IndexedAttribute[];
}

const statuses = [
  ...Array.from({ length: 6 }, () => 'Actief'),
  'Uitlopend',
  'Pre-order',
  'Actief (op aanvraag)',
  'Uit assortiment',
];
const features = 'stil zuinig snel compact slim|met display|met app-bediening|extra groot'
  .replace(/ /g, '|')
  .split('|');

/**
 * Leaves where every second product is a configurable parent (boxing gloves, headphones): it
 * offers two to four colours and, for gloves, every weight from its own up. Derived from the
 * product number, not the random stream, so the other products stay as they were.
 */
const configurableLeaves = new Set([21, 27]);

function offerVariants(attributes: Record<string, AttributeValue>, i: number): void {
  const colours = optionValues.color_group!.values;
  const start = colours.indexOf(attributes.color_group as string);
  attributes.color_group = Array.from(
    { length: 2 + (i % 3) },
    (_, k) => colours[(start + k * 3) % colours.length]!,
  );
  if (typeof attributes.size_oz === 'string') {
    const sizes = optionValues.size_oz!.values;
    attributes.size_oz = sizes.slice(sizes.indexOf(attributes.size_oz));
  }
}

/**
 * The same seed always builds the same catalogue (the demo seed's generator). With `translated`,
 * every product also has its name, description and category names in fr, de and en (drawn
 * after the Dutch ones, so the Dutch catalogue stays the same).
 */
export function syntheticCatalogue(
  productCount: number,
  seed = 42,
  options: { translated?: boolean } = {},
): SyntheticCatalogue {
  const random = createRandom(seed);
  const categories = buildCategories();
  const attributes = buildAttributes();
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const weightedLeaves = leaves.map((leaf) => [leaf, leaf.weight] as const);
  const products: IndexedProduct[] = [];
  for (let i = 0; i < productCount; i++) {
    const leaf = random.weighted(weightedLeaves);
    const brand = random.pick(brandsByDomain[leaf.domain]);
    const productAttributes: Record<string, AttributeValue> = {};
    for (const code of leaf.attributes) {
      productAttributes[code] =
        code === 'brand'
          ? brand.toLowerCase().replace(/\s+/g, '-')
          : random.pick(optionValues[code]!.values);
    }
    if (configurableLeaves.has(leaf.id) && i % 2 === 0) offerVariants(productAttributes, i);
    const model = `${leaf.type.slice(0, 2).toUpperCase()}${random.int(100, 999)}${i % 7}`;
    const first = (code: string) => {
      const value = productAttributes[code];
      return typeof value === 'string' ? value : value?.[0];
    };
    const spec = productAttributes.capacity_kg
      ? ` ${first('capacity_kg')} kg`
      : productAttributes.screen_size
        ? ` ${first('screen_size')} inch`
        : productAttributes.size_oz
          ? ` ${first('size_oz')} oz`
          : '';
    const colour = first('color_group') ?? 'zwart';
    const name = `${brand} ${model} ${leaf.type}${spec} ${colour}`;
    const category = categoryById.get(leaf.id)!;
    const feature = random.pick(features);
    const otherFeature = random.pick(features);
    const years = random.int(1, 5);
    const description =
      `Deze ${leaf.type.toLowerCase()} van ${brand} is ${feature} en ${otherFeature}. ` +
      (leaf.id === 4 ? 'Past bovenop uw wasmachine met een tussenstuk. ' : '') +
      `Geschikt voor dagelijks gebruik, met ${years} jaar garantie.`;
    const categoryNames = [...category.breadcrumbs.map((b) => b.name), category.name];
    const priceCents = Math.round(
      (50 + random.next() * (leaf.domain === 'sport' ? 200 : 1500)) * 100,
    );
    products.push({
      id: i + 1,
      sku: `${model}-${String(i + 1).padStart(6, '0')}`,
      ean: String(8710000000000 + i * 7),
      name,
      description,
      brandCode: brand.toLowerCase().replace(/\s+/g, '-'),
      brandName: brand,
      categoryIds: [leaf.id],
      position: random.int(0, 999),
      finalPriceCents: random.chance(0.2) ? Math.round(priceCents * 0.85) : priceCents,
      status: random.pick(statuses),
      inStock: !random.chance(0.1),
      attributes: productAttributes,
      salesCount: Math.floor(random.next() * random.next() * 5000),
      featured: random.chance(0.05),
      createdAt: Date.UTC(2020, 0, 1) + Math.floor(random.next() * 5 * 365 * 86_400_000),
      ratingSummary: random.int(0, 100),
      productGroup: leaf.type,
      keywords: categoryNames.join(' '),
      translations: options.translated
        ? syntheticTranslations({
            brand,
            model,
            type: leaf.type,
            spec,
            colour,
            features: [feature, otherFeature],
            years,
            categoryNames,
          })
        : undefined,
    });
  }
  return { products, categories, attributes };
}
