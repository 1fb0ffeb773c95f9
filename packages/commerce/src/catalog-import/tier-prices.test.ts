import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { useImportTestBed } from './import-test-bed.ts';

const PRICING_HEADER =
  'sku,tier_price_website,tier_price_customer_group,tier_price_qty,tier_price,tier_price_value_type';

describe.each(databaseKinds)('advanced pricing import on %s', (kind) => {
  const bed = useImportTestBed(kind, 'tier_prices');
  const importFolder = bed.importFolder;
  const tiersOf = async (sku: string) => {
    const query = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) {
      items { price_tiers { quantity final_price { value } } } } }`;
    for (let attempt = 0; ; attempt++) {
      const { data, errors } = await bed.engine.execute<any>(query, { sku });
      expect(errors).toBeUndefined();
      const tiers = data.products.items[0]?.price_tiers;
      if (tiers?.length || attempt > 200) return tiers;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('imports fixed tier prices for all groups beside the products, shown through GraphQL', async () => {
    const files = {
      'advanced_pricing.csv': [
        PRICING_HEADER,
        'tp-a,All Websites [EUR],ALL GROUPS,2.0000,9.50,Fixed',
        'tp-a,All Websites [EUR],ALL GROUPS,5,8.00,Fixed',
      ].join('\n'),
      'products.csv': 'sku,product_type,name,price\ntp-a,simple,A,10\n',
    };
    const report = await importFolder(files);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ created: 1, tierPrices: 2, written: true });
    expect(await tiersOf('tp-a')).toEqual([
      { quantity: 2, final_price: { value: 9.5 } },
      { quantity: 5, final_price: { value: 8 } },
    ]);
    expect(await importFolder(files)).toMatchObject({ tierPrices: 0, written: true });
  });

  it('refuses group prices, discounts and bad quantities, writing nothing', async () => {
    const report = await importFolder({
      'pricing.csv': [
        PRICING_HEADER,
        'tp-a,All Websites [EUR],ALL GROUPS,3,9.00,Fixed',
        'tp-a,All Websites [EUR],Wholesale,3,7.00,Fixed',
        'tp-a,All Websites [EUR],ALL GROUPS,4,10,Discount',
        'tp-a,All Websites [EUR],ALL GROUPS,2.5,9.00,Fixed',
        'tp-a,All Websites [EUR],ALL GROUPS,6,cheap,Fixed',
        'nope,All Websites [EUR],ALL GROUPS,2,1.00,Fixed',
        'tp-a,All Websites [EUR],ALL GROUPS,3,8.00,Fixed',
      ].join('\n'),
    });
    expect(report.written).toBe(false);
    expect(report.errors.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 3, column: 'tier_price_customer_group', code: 'UNSUPPORTED_CUSTOMER_GROUP' },
      { row: 4, column: 'tier_price_value_type', code: 'UNSUPPORTED_VALUE_TYPE' },
      { row: 5, column: 'tier_price_qty', code: 'BAD_QUANTITY' },
      { row: 6, column: 'tier_price', code: 'BAD_PRICE' },
      { row: 7, column: 'sku', code: 'UNKNOWN_SKU' },
      { row: 8, column: 'tier_price_qty', code: 'DUPLICATE_TIER_PRICE' },
    ]);
  });
});
