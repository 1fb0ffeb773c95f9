import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { repositoryRoot } from '../db/connection.ts';
import { imageSvg } from './images/svg.ts';
import type { ImageSpec } from './images/specs.ts';

export type { ImageSpec } from './images/specs.ts';
export { imageSvg } from './images/svg.ts';

/** Where generated media goes unless told otherwise; served below `/media`. */
export function defaultMediaDir(): string {
  return process.env.MEDIA_DIR ?? path.join(repositoryRoot, '.data', 'media');
}

export interface RenderResult {
  written: number;
  reused: number;
}

/**
 * Renders the images to WebP below `mediaDir`. A file that already exists is kept: its name
 * holds a hash of the drawing (see `nameImage`), so it shows the same picture. Energy labels
 * have fixed names and are always redrawn. Renders a few at a time because the machine is
 * shared and sharp uses threads of its own as well.
 */
export async function renderImages(
  specs: readonly ImageSpec[],
  mediaDir: string,
  options: { concurrency?: number; log?: (message: string) => void } = {},
): Promise<RenderResult> {
  const unique = [...new Map(specs.map((spec) => [spec.file, spec])).values()];
  const folders = new Set(unique.map((spec) => path.dirname(path.join(mediaDir, spec.file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));

  const concurrency = options.concurrency ?? Math.max(1, Math.min(4, availableParallelism()));
  const result: RenderResult = { written: 0, reused: 0 };
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const spec = unique[next++] as ImageSpec;
      const target = path.join(mediaDir, spec.file);
      if (spec.kind !== 'energy' && (await exists(target))) {
        result.reused++;
        continue;
      }
      const webp = await sharp(Buffer.from(imageSvg(spec)))
        .webp({ quality: 80, effort: 2 })
        .toBuffer();
      // Write under a temporary name first so an interrupted seed leaves no half-written file.
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, webp);
      await rename(temporary, target);
      result.written++;
      if (result.written % 500 === 0) options.log?.(`images: ${result.written} written`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
