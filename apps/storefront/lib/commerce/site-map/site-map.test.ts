import { describe, expect, it } from 'vitest';
import { categoryTree } from './site-map';

describe('categoryTree', () => {
  it('nests categories listed parents first, in the order given', () => {
    const tree = categoryTree([
      { id: 1, parent_id: null, name: 'Huishouden', url_path: 'huishouden' },
      { id: 2, parent_id: 1, name: 'Wassen', url_path: 'huishouden/wassen' },
      { id: 3, parent_id: 2, name: 'Wasmachines', url_path: 'huishouden/wassen/wasmachines' },
      { id: 4, parent_id: null, name: 'Sport', url_path: 'sport' },
      { id: 5, parent_id: 1, name: 'Koelen', url_path: 'huishouden/koelen' },
    ]);
    expect(tree.map((node) => node.name)).toEqual(['Huishouden', 'Sport']);
    expect(tree[0]!.children.map((node) => node.name)).toEqual(['Wassen', 'Koelen']);
    expect(tree[0]!.children[0]!.children[0]!.urlPath).toBe('huishouden/wassen/wasmachines');
  });

  it('leaves out a category whose parent is not listed', () => {
    expect(categoryTree([{ id: 9, parent_id: 8, name: 'Wees', url_path: 'wees' }])).toEqual([]);
  });
});
