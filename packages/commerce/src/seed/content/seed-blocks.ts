import type { ContentBlock } from '../../content/blocks.ts';
import { blocksPageContext, type BlocksSeedInput } from './seed-blocks-parts.ts';
import { layoutBlocks } from './seed-blocks-layout.ts';
import { contentBlocks } from './seed-blocks-content.ts';

// The seed and its tests import these from here.
export { DEMO_VIDEO, type BlocksSeedInput } from './seed-blocks-parts.ts';

/**
 * The `blocks` CMS page: every one of the 27 page-builder block types (spec §2) with Dutch demo
 * content, several appearances (contained, full-width, poster, collage-*, carousel) and the
 * options of spec §3, so editors and the journeys see each of them.
 */
export function blocksPageBlocks(input: BlocksSeedInput, now: Date): ContentBlock[] {
  const context = blocksPageContext(input, now);
  return [
    {
      id: 'notice',
      type: 'notification',
      variant: 'info',
      dismissible: true,
      text: '<p><strong>Let op:</strong> tussen kerst en oud en nieuw bezorgen we op andere dagen. Bekijk de <a href="{{store url=service/bezorgen}}">bezorgtijden</a>.</p>',
      dataAttributes: { 'data-promo': 'bezorging-feestdagen' },
      pgIds: ['pg-notice-1'],
    },
    ...layoutBlocks(context),
    ...contentBlocks(context),
  ];
}
