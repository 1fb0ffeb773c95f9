import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { MediaStore } from '../media/media-store.ts';
import { imageSvg } from './images/svg.ts';
import type { ImageSpec } from './images/specs.ts';

export type { ImageSpec } from './images/specs.ts';
export { imageSvg } from './images/svg.ts';

export { defaultMediaDir } from '../media/media-store.ts';

export interface RenderResult {
  written: number;
  reused: number;
}

/**
 * Renders the images to WebP into the media store. An image that already exists is kept: its name
 * holds a hash of the drawing (see `nameImage`), so it shows the same picture. Energy labels
 * have fixed names and are always redrawn. Renders a few at a time because the machine is
 * shared and sharp uses threads of its own as well.
 */
export async function renderImages(
  specs: readonly ImageSpec[],
  media: MediaStore,
  options: { concurrency?: number; log?: (message: string) => void } = {},
): Promise<RenderResult> {
  const unique = [...new Map(specs.map((spec) => [spec.file, spec])).values()];

  const concurrency = options.concurrency ?? Math.max(1, Math.min(4, availableParallelism()));
  const result: RenderResult = { written: 0, reused: 0 };
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const spec = unique[next++] as ImageSpec;
      if (spec.kind !== 'energy' && (await media.exists(spec.file))) {
        result.reused++;
        continue;
      }
      const webp = await sharp(Buffer.from(imageSvg(spec)))
        .webp({ quality: 80, effort: 2 })
        .toBuffer();
      // Stored whole (the store's promise), so an interrupted seed leaves no half-written image.
      await media.write(spec.file, webp, 'image/webp');
      result.written++;
      if (result.written % 500 === 0) options.log?.(`images: ${result.written} written`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}
