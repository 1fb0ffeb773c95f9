import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { CommerceEngine, EngineOptions } from '../engine/create-engine.ts';
import { createTestEngine, type DatabaseKind } from '../testing/test-databases.ts';
import { importCatalog, type ImportOptions } from './import-catalog.ts';
import { readImportSettings } from './import-settings.ts';

export interface ImportTestBed {
  readonly engine: CommerceEngine;
  /** The folder imports store their images in (an export's image cells are relative to it). */
  readonly mediaDir: string;
  /** Writes the files into a new folder and imports it (settings from its catalog-import.json). */
  importFolder(
    files: Record<string, string>,
    options?: Partial<ImportOptions>,
  ): ReturnType<typeof importCatalog>;
}

/**
 * An engine of the given kind and a scratch folder for import files, set up before the
 * describe block's tests and removed after them.
 */
export function useImportTestBed(
  kind: DatabaseKind,
  label: string,
  options: Omit<EngineOptions, 'databaseUrl' | 'dataDir' | 'mediaDir'> = { seedIfEmpty: false },
  setUp?: (engine: CommerceEngine) => Promise<void>,
): ImportTestBed {
  let engine: CommerceEngine | undefined;
  let close = async () => {};
  let work = '';
  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, label, options));
    work = await mkdtemp(path.join(tmpdir(), `${label}-`));
    await mkdir(path.join(work, 'media'));
    await setUp?.(engine);
  });
  afterAll(async () => {
    await close();
    await rm(work, { recursive: true, force: true });
  });
  const bed: ImportTestBed = {
    get engine() {
      if (!engine) throw new Error('The test bed is set up in beforeAll.');
      return engine;
    },
    get mediaDir() {
      return path.join(work, 'media');
    },
    async importFolder(files, importOptions = {}) {
      const folder = await mkdtemp(path.join(work, 'import-'));
      for (const [name, text] of Object.entries(files))
        await writeFile(path.join(folder, name), text);
      return importCatalog(bed.engine.database, folder, {
        settings: await readImportSettings(folder, undefined, true),
        mediaDir: path.join(work, 'media'),
        ...importOptions,
      });
    },
  };
  return bed;
}

/** Waits (up to 5 s) until `check` holds: engines hear of an import by announcement. */
export async function eventually(check: () => Promise<boolean>, attempts = 200): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}
