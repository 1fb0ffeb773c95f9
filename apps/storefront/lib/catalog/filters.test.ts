import { describe, expect, it } from 'vitest';
import { buildFilterGroups, hasOptionSearch, splitOptions } from './filters';

const option = (value: string, swatch?: string) => ({
  label: value.toUpperCase(),
  value,
  count: 1,
  swatch_data: swatch ? { type: 'color', value: swatch } : null,
});

describe('generated filters (spec §9)', () => {
  const aggregations = [
    { attribute_code: 'price', label: 'Prijs', type: 'price', options: [option('1_2')] },
    { attribute_code: 'category_id', label: 'Categorie', type: 'link', options: [option('4')] },
    { attribute_code: 'category_uid', label: 'Uid', options: [option('x')] },
    { attribute_code: 'brand', label: 'Merk', options: [option('a'), option('b')] },
    { attribute_code: 'color_group', label: 'Kleur', options: [option('wit')] },
    { attribute_code: 'finish', label: 'Afwerking', options: [option('mat', '#000')] },
  ];

  it('drops category_id, category_uid and price and types the rest', () => {
    const groups = buildFilterGroups(aggregations);
    expect(groups.map((group) => [group.code, group.type])).toEqual([
      ['brand', 'default'],
      ['color_group', 'swatch'],
      ['finish', 'swatch'],
    ]);
  });

  it('adds a Categories link group when the category has children', () => {
    const groups = buildFilterGroups(aggregations, {
      categories: [{ label: 'Sub', href: '/a/sub' }],
      categoriesLabel: 'Categorieën',
    });
    expect(groups[0]).toMatchObject({ code: 'categories', type: 'link', label: 'Categorieën' });
    expect(groups[0]!.options[0]!.href).toBe('/a/sub');
  });

  it('leaves the Categories link group out when the setting hides it', () => {
    const groups = buildFilterGroups(aggregations, {
      categories: [{ label: 'Sub', href: '/a/sub' }],
      hideCategories: true,
    });
    expect(groups.map((group) => group.code)).not.toContain('categories');
  });

  it('cuts options after 4 but keeps active ones visible; search above 20 options', () => {
    const group = {
      code: 'brand',
      label: 'Merk',
      type: 'default' as const,
      tooltip: null,
      options: Array.from({ length: 21 }, (_, i) => ({
        label: `b${i}`,
        value: `b${i}`,
        count: 1,
        swatch: null,
      })),
    };
    const { visible, more } = splitOptions(group, ['b10']);
    expect(visible.map((item) => item.value)).toEqual(['b0', 'b1', 'b2', 'b3', 'b10']);
    expect(more).toHaveLength(16);
    expect(hasOptionSearch(group)).toBe(true);
    expect(hasOptionSearch({ ...group, options: group.options.slice(0, 20) })).toBe(false);
  });
});
