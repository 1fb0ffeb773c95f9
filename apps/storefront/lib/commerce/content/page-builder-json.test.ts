import { describe, expect, it, vi } from 'vitest';
import { pageBuilderBlocks } from './page-builder-json';

describe('page-builder JSON', () => {
  it('reads the blocks of a category or page, and none from nothing or junk', () => {
    expect(pageBuilderBlocks('[{"type":"heading","text":"Advies"}]', 'category 3')).toEqual([
      { type: 'heading', text: 'Advies' },
    ]);
    expect(pageBuilderBlocks(null, 'category 3')).toEqual([]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(pageBuilderBlocks('{not json', 'category 3')).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
