import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, type ContentBlock } from '../../content/blocks.ts';
import { blocksPageBlocks } from './seed-blocks.ts';
import { homePageBlocks } from './seed-home.ts';

const input = {
  featuredUrlKeys: ['a', 'b', 'c', 'd', 'e'],
  carouselCategory: { id: 7, name: 'Wasmachines', urlPath: 'huishouden/wasmachines' },
  topCategories: [
    { id: '3', name: 'Huishouden', urlPath: 'huishouden' },
    { id: '4', name: 'Beeld & geluid', urlPath: 'beeld-geluid' },
    { id: '5', name: 'Sport', urlPath: 'sport' },
  ],
};
const now = new Date('2026-11-24T12:00:00Z');

function walk(blocks: ContentBlock[]): ContentBlock[] {
  return blocks.flatMap((block) => [block, ...('children' in block ? walk(block.children) : [])]);
}

describe('seeded page-builder content', () => {
  it('the blocks page holds every one of the 27 block types, with unique ids', () => {
    const all = walk(blocksPageBlocks(input, now));
    expect(new Set(all.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES));
    const ids = all.map((block) => block.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows several appearances and a campaign that ends after the seed', () => {
    const all = walk(blocksPageBlocks(input, now));
    const appearances = new Set(all.map((block) => block.appearance).filter(Boolean));
    for (const appearance of ['poster', 'collage-left', 'collage-centered', 'collage-right'])
      expect(appearances).toContain(appearance);
    const campaign = all.find((block) => block.type === 'campaign');
    expect(Date.parse(campaign?.type === 'campaign' ? campaign.endDate! : '')).toBeGreaterThan(
      now.getTime(),
    );
  });

  it('the home page has a notice, category tiles, a campaign, a video and questions', () => {
    const types = new Set(walk(homePageBlocks({ ...input, now })).map((block) => block.type));
    for (const type of ['notification', 'category', 'campaign', 'video', 'faq'] as const)
      expect(types).toContain(type);
  });
});
