import { describe, expect, it } from 'vitest';
import { formatCategoryPaths, parseCategoryPaths } from './category-paths.ts';

describe('categories cell', () => {
  it('reads back every name the export writes, commas, slashes and backslashes included', () => {
    const paths = [
      ['Default Category', 'Computers', 'Laptops', 'Laptops 15,6 inch'],
      ['Default Category', 'Huishouden', 'Accessoires wassen & drogen'],
      ['Default Category', 'In/uit', 'C:\\temp, \\, and /'],
    ];
    const cell = formatCategoryPaths(paths);
    expect(cell).toBe(
      'Default Category/Computers/Laptops/Laptops 15\\,6 inch,' +
        'Default Category/Huishouden/Accessoires wassen & drogen,' +
        'Default Category/In\\/uit/C:\\\\temp\\, \\\\\\, and \\/',
    );
    expect(parseCategoryPaths(cell)).toEqual(paths);
  });

  it("reads Magento's own cells: `\\/` inside a name, a comma written as it is", () => {
    expect(parseCategoryPaths('Default Category/Gear/Bags,Default Category/Men\\/Women')).toEqual([
      ['Default Category', 'Gear', 'Bags'],
      ['Default Category', 'Men/Women'],
    ]);
    expect(
      parseCategoryPaths('Default Category/Laptops 15,6 inch,Default Category/Tassen, hoezen'),
    ).toEqual([
      ['Default Category', 'Laptops 15,6 inch'],
      ['Default Category', 'Tassen, hoezen'],
    ]);
  });

  it('keeps a root named on its own as a path, and drops empty names', () => {
    expect(parseCategoryPaths('Default Category/Gear,Default Category')).toEqual([
      ['Default Category', 'Gear'],
      ['Default Category'],
    ]);
    expect(parseCategoryPaths(' Default Category / Gear /, ,')).toEqual([
      ['Default Category', 'Gear'],
    ]);
    expect(parseCategoryPaths('a\\b')).toEqual([['a\\b']]);
  });
});
