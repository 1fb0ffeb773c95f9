import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../../engine/create-engine.ts';
import {
  createScratchPostgres,
  databaseKinds,
  testMediaDir,
} from '../../testing/test-databases.ts';

const productPage = /* GraphQL */ `
  query ProductPage($url: String!) {
    route(url: $url) {
      type
      ... on ProductInterface {
        __typename
        id
        sku
        type_id
        name
        ean
        url_key
        url_suffix
        stock_status
        product_status_label
        shouldDisplayPrice
        media_gallery_entries {
          id
          position
          url
          media_type
          video_content {
            video_url
          }
        }
        categories {
          id
          name
          url_path
          breadcrumbs {
            category_name
          }
        }
        related_products {
          sku
        }
        upsell_products {
          sku
        }
        description {
          html
        }
        short_description {
          html
        }
        brand_label
        energy_class_label
        energyIcon
        energy_label {
          url
          label
        }
        product_usps {
          code
          label
          value
        }
        product_specifications {
          code
          label
          value
          tooltip
          attribute_group
        }
        product_variations {
          variant_label
          sku
          name
        }
        price_range {
          minimum_price {
            regular_price {
              value
            }
            final_price {
              value
            }
            discount {
              percent_off
            }
          }
          maximum_price {
            final_price {
              value
            }
          }
        }
        price_tiers {
          quantity
          final_price {
            value
          }
          discount {
            percent_off
          }
        }
        installmentPrice {
          value
        }
        productCashBack {
          title
          description
          button_href
          button_label
        }
        bundle_combination {
          sku
          link
          discount_percent
          price {
            value
          }
        }
        special_price
        special_to_date
        stock {
          store_code
          store_name
          qty
          in_stock
        }
        product_labels {
          code
          pdp
        }
        ... on ConfigurableProduct {
          configurable_options {
            attribute_code
            label
            values {
              label
              value_index
              swatch_data {
                type
                value
              }
            }
          }
          variants {
            attributes {
              code
              value_index
            }
            product {
              sku
              price_range {
                minimum_price {
                  final_price {
                    value
                  }
                }
              }
            }
          }
        }
        ... on BundleProduct {
          items {
            is_main
            discount_percent
            quantity
            product {
              sku
            }
          }
        }
      }
    }
  }
`;

describe.each(databaseKinds)('product page data on %s', (kind) => {
  let engine: CommerceEngine;
  let drop = async () => {};

  beforeAll(async () => {
    const now = () => new Date('2026-11-21T12:00:00Z');
    const options = { mediaDir: testMediaDir, seedProducts: 300, now };
    if (kind === 'postgres') {
      const scratch = await createScratchPostgres('pdp');
      drop = scratch.drop;
      engine = await createEngine({ ...options, databaseUrl: scratch.url });
    } else {
      engine = await createEngine({ ...options, dataDir: 'memory://' });
    }
  });

  afterAll(async () => {
    await engine?.close();
    await drop();
  });

  /** Every record the engine holds, for picking products with a given trait. */
  const records = () =>
    engine.catalog
      .list({ currentPage: 1, pageSize: 100_000 })
      .ids.map((id) => engine.catalog.product(id)!);

  const page = async (url: string) => {
    const { data, errors } = await engine.execute<any>(productPage, { url });
    expect(errors).toBeUndefined();
    return data.route;
  };

  it('shows a configurable product with its options, swatches and variants', async () => {
    const parent = records().find((record) => record.typeId === 'configurable')!;
    const product = await page(`/${parent.urlKey}${parent.urlSuffix}`);
    expect(product.__typename).toBe('ConfigurableProduct');
    expect(product.configurable_options.length).toBeGreaterThan(0);
    expect(product.variants.length).toBeGreaterThan(1);
    const codes = product.configurable_options.map((option: any) => option.attribute_code);
    for (const variant of product.variants) {
      expect(variant.attributes.map((a: any) => a.code).sort()).toEqual([...codes].sort());
    }
    const prices = product.variants.map(
      (v: any) => v.product.price_range.minimum_price.final_price.value,
    );
    expect(product.price_range.minimum_price.final_price.value).toBe(Math.min(...prices));
    expect(product.price_range.maximum_price.final_price.value).toBe(Math.max(...prices));
  });

  it('shows bundle combinations on the main product with the 5 % accessory discount', async () => {
    const bundle = (await engine.database.db.query.products.findFirst({
      where: (products, { eq }) => eq(products.typeId, 'bundle'),
    }))!;
    const combination = await page(`/${bundle.urlKey}${bundle.urlSuffix}`);
    expect(combination.__typename).toBe('BundleProduct');
    const main = combination.items.find((item: any) => item.is_main);
    const accessory = combination.items.find((item: any) => !item.is_main);
    expect(accessory.discount_percent).toBe(5);

    const mainRecord = engine.catalog.productBySku(main.product.sku)!;
    const mainPage = await page(`/${mainRecord.urlKey}${mainRecord.urlSuffix}`);
    expect(mainPage.bundle_combination).toContainEqual(
      expect.objectContaining({
        sku: bundle.sku,
        discount_percent: 5,
        link: `/${bundle.urlKey}${bundle.urlSuffix}`,
      }),
    );
  });

  it('drops tiers for quantity 1 and keeps at most 4 usps', async () => {
    const withTiers = records().find((record) => record.tiers.some((tier) => tier.quantity > 1))!;
    const product = await page(`/${withTiers.urlKey}`);
    expect(product.price_tiers.length).toBeGreaterThan(0);
    expect(product.price_tiers.every((tier: any) => tier.quantity > 1)).toBe(true);
    for (const record of records().slice(0, 20)) {
      expect((await page(`/${record.urlKey}`)).product_usps.length).toBeLessThanOrEqual(4);
    }
  });

  it('offers instalments only from 250 up to 10000', async () => {
    for (const record of records().slice(0, 40)) {
      const product = await page(`/${record.urlKey}`);
      const final = product.price_range.minimum_price.final_price.value;
      if (final >= 250 && final <= 10_000) {
        expect(product.installmentPrice.value).toBeCloseTo(final / 3, 1);
      } else {
        expect(product.installmentPrice).toBeNull();
      }
    }
  });

  it('hides the price for on-request and out-of-assortment products', async () => {
    for (const status of ['Actief (op aanvraag)', 'Uit assortiment', 'Pre-order'] as const) {
      const record = records().find((candidate) => candidate.status === status)!;
      const product = await page(`/${record.urlKey}`);
      expect(product.product_status_label).toBe(status);
      expect(product.shouldDisplayPrice).toBe(status === 'Pre-order');
    }
  });

  it('lists stock for every store, specifications with groups, variations sorted by name', async () => {
    const record = records().find((candidate) => candidate.variantKey && candidate.energyClass)!;
    const product = await page(`/${record.urlKey}`);
    expect(product.stock.length).toBeGreaterThanOrEqual(6);
    expect(
      product.product_specifications.every((spec: any) => spec.label && spec.attribute_group),
    ).toBe(true);
    const names = product.product_variations.map((variation: any) => variation.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(product.energyIcon).toMatch(/^(old-)?energy-/);
    expect(product.energy_label.url).toMatch(/^\/media\/catalog\/energy\//);
    expect(product.media_gallery_entries[0].url).toMatch(/^\/media\//);
  });

  it('answers productStocks with an empty list for an unknown sku', async () => {
    const [record] = records();
    const { data } = await engine.execute<any>(
      `query($skus: [String!]!) { productStocks(skus: $skus) { sku stock { store_code qty } } }`,
      { skus: [record!.sku, 'BESTAAT-NIET'] },
    );
    expect(data.productStocks[0].stock.length).toBeGreaterThanOrEqual(6);
    expect(data.productStocks[1]).toEqual({ sku: 'BESTAAT-NIET', stock: [] });
  });
});
