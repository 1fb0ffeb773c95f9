import { createHash } from 'node:crypto';
import { imageSvg } from './svg.ts';
import type { ImageSpec } from './specs.ts';

/**
 * Gives an image its file name: `<base>-<hash of the drawing>.webp`. Because the name changes
 * whenever the drawing does, a media folder shared between runs (or engineers) never serves
 * an outdated picture, and an existing file can be reused without looking inside. Energy
 * labels keep the fixed name `catalog/energy/<class>.webp` that product rows link to; they are
 * re-rendered on every seed instead (there are only ten).
 */
export function nameImage<T extends ImageSpec>(spec: T): T {
  if (spec.kind === 'energy') return { ...spec, file: `${spec.file}.webp` };
  const hash = createHash('sha1').update(imageSvg(spec)).digest('hex').slice(0, 8);
  return { ...spec, file: `${spec.file}-${hash}.webp` };
}
