import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const app = path.resolve(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('image fallback (spec §5)', () => {
  it('covers every image the shop renders: no plain <img> outside FallbackImage', () => {
    const plain = ['components', 'app']
      .flatMap((folder) => sources(path.join(app, folder)))
      // Tests read markup, they render no page.
      .filter((file) => !file.endsWith('fallback-image.tsx') && !file.endsWith('.test.tsx'))
      .filter((file) => /<img\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(app, file));
    expect(plain).toEqual([]);
  });
});
