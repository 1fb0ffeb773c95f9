import { describe, expect, expectTypeOf, it } from 'vitest';
import { BLOCK_TYPES, type BlockType, type ContentBlock } from './blocks.ts';
import { blockBounds, pageContentSchema, type SchemaBlock } from './block-schema.ts';

describe('block schema', () => {
  it('agrees with the ContentBlock types of blocks.ts, both ways', () => {
    // What the schema accepts is a ContentBlock, and every ContentBlock is what it accepts: a
    // field added to blocks.ts but not here (or the other way round) fails the type check.
    expectTypeOf<SchemaBlock>().toExtend<ContentBlock>();
    expectTypeOf<ContentBlock>().toExtend<SchemaBlock>();
    expectTypeOf<SchemaBlock['type']>().toEqualTypeOf<BlockType>();
  });

  it('knows every block type of blocks.ts', () => {
    for (const type of BLOCK_TYPES) {
      const result = pageContentSchema.safeParse([{ type, id: 'x' }]);
      // Refused for missing fields perhaps, but never for an unknown type.
      const unknownType = result.error?.issues.some((issue) => issue.path.join('.') === '0.type');
      expect(unknownType, type).toBeFalsy();
    }
  });

  it('names the path of a missing field deep in the tree', () => {
    const result = pageContentSchema.safeParse([
      { type: 'row', id: 'r', children: [{ type: 'banner', id: 'b', media: { alt: 'x' } }] },
    ]);
    expect(result.error?.issues[0]?.path).toEqual([0, 'children', 0, 'media', 'desktopImage']);
  });

  it('refuses unknown fields, so a misspelt one is noticed', () => {
    const result = pageContentSchema.safeParse([{ type: 'heading', id: 'h', text: 'A', levle: 2 }]);
    expect(result.success).toBe(false);
  });

  it('bounds nesting depth, list sizes and string lengths', () => {
    let block: ContentBlock = { type: 'text', id: 'leaf', html: '<p>x</p>' };
    for (let level = 1; level < blockBounds.maxDepth; level++) {
      block = { type: 'column', id: `c${level}`, children: [block] };
    }
    expect(pageContentSchema.safeParse([block]).success).toBe(true);
    const tooDeep = { type: 'column', id: 'top', children: [block] };
    expect(pageContentSchema.safeParse([tooDeep]).success).toBe(false);

    const many = Array.from({ length: blockBounds.maxListLength + 1 }, (_, index) => ({
      type: 'divider',
      id: `d${index}`,
    }));
    expect(pageContentSchema.safeParse(many).success).toBe(false);

    const long = { type: 'heading', id: 'h', text: 'x'.repeat(blockBounds.shortText + 1) };
    expect(pageContentSchema.safeParse([long]).success).toBe(false);
  });

  it('bounds the blocks of a whole page', () => {
    const row = (index: number) => ({
      type: 'row',
      id: `r${index}`,
      children: Array.from({ length: 100 }, (_, child) => ({ type: 'divider', id: `d${child}` })),
    });
    const rows = Array.from({ length: 20 }, (_, index) => row(index));
    expect(pageContentSchema.safeParse(rows).success).toBe(false);
    expect(pageContentSchema.safeParse(rows.slice(0, 19)).success).toBe(true);
  });
});
