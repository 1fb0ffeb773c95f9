import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The faces a shop PDF draws with: Noto Sans for Latin, Greek and Cyrillic (every letter of the
 * shop's four languages and of its customers' names in those scripts), Noto Sans Hebrew and Noto
 * Sans Arabic for right-to-left names, Noto Emoji (monochrome: a PDF font has no colour glyphs)
 * for emoji. The order is the fallback order: a character is drawn with the first face that has
 * it (ADR 0026).
 */
export const faces = ['sans', 'hebrew', 'arabic', 'emoji'] as const;
export type Face = (typeof faces)[number];

const files: Record<Face, { regular: string; bold: string }> = {
  sans: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  hebrew: {
    regular: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
  // One weight: emoji have no bold, and a second file would only grow the install.
  emoji: {
    regular: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    bold: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  },
};

/**
 * Where Node finds a package file, asked from the places the code can run from: this source file
 * (vitest, tsx, the engine's own server) and the working directory (the built storefront, whose
 * bundle does not sit beside the engine's source; Next leaves node_modules in place). The
 * module's `createRequire` comes from `process.getBuiltinModule`, so that a bundler neither
 * rewrites the look-up into a module id nor tries to bundle a font file.
 */
function resolvePackageFile(specifier: string): string {
  const { createRequire } = process.getBuiltinModule('node:module');
  const bases = [import.meta.url, pathToFileURL(path.join(process.cwd(), 'package.json')).href];
  const tried: string[] = [];
  for (const base of bases) {
    try {
      return createRequire(base).resolve(specifier);
    } catch {
      tried.push(base.startsWith('file:') ? fileURLToPath(base) : base);
    }
  }
  throw new Error(`font file ${specifier} not found from ${tried.join(', ')}`);
}

const loaded = new Map<string, Buffer>();

/** A face's font file, read once per process. */
export function fontData(face: Face, bold: boolean): Buffer {
  const specifier = files[face][bold ? 'bold' : 'regular'];
  let data = loaded.get(specifier);
  if (!data) {
    // Not a file for the bundler to trace: the path is found at run time, in node_modules.
    data = readFileSync(/*turbopackIgnore: true*/ resolvePackageFile(specifier));
    loaded.set(specifier, data);
  }
  return data;
}

/** The name a face is registered under in a PDF document. */
export function fontName(face: Face, bold: boolean): string {
  return bold ? `${face}-bold` : face;
}
