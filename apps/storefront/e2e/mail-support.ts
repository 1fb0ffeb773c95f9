import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The test server's mail folder: scripts/test-server.mjs hands the same MAIL_DIR (or this
 * default, under the shard's E2E_DATA_DIR) to the engine, which writes each mail as `<created>-<dedupe key>.eml`.
 */
export const e2eMailDir =
  process.env.MAIL_DIR ??
  path.join(
    process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../.data/e2e'),
    'mail',
  );

const fileSafe = (dedupeKey: string) => dedupeKey.replace(/[^A-Za-z0-9_-]/g, '_');

async function mailFileNamed(suffix: string): Promise<string | null> {
  const names = await readdir(e2eMailDir).catch(() => [] as string[]);
  return names.find((name) => name.endsWith(suffix)) ?? null;
}

/** The newest mail whose dedupe key starts with `prefix` (file names start with their time). */
async function newestMailStarting(prefix: string): Promise<string | null> {
  const names = await readdir(e2eMailDir).catch(() => [] as string[]);
  const matching = names
    .filter((name) => name.endsWith('.eml') && name.includes(`-${prefix}`))
    .sort();
  return matching.at(-1) ?? null;
}

/**
 * Waits until the outbox worker has written the mail with this dedupe key (for example
 * `order-confirmation:100000012`) and returns it parsed. The worker looks every few seconds,
 * so the wait polls the folder rather than sleeping a fixed time.
 */
export async function waitForMail(dedupeKey: string): Promise<ParsedMail> {
  const suffix = `-${fileSafe(dedupeKey)}.eml`;
  await expect
    .poll(() => mailFileNamed(suffix), {
      message: `a mail ${dedupeKey} in ${e2eMailDir}`,
      timeout: 30_000,
    })
    .not.toBeNull();
  const name = (await mailFileNamed(suffix))!;
  return simpleParser(await readFile(path.join(e2eMailDir, name)));
}

/**
 * Waits for a mail whose dedupe key starts with `prefix`, for keys that end in something the
 * test cannot know (`password-reset:<email>:<part of the token's hash>`), and returns the newest
 * one parsed.
 */
export async function waitForMailWithPrefix(prefix: string): Promise<ParsedMail> {
  const safe = fileSafe(prefix);
  await expect
    .poll(() => newestMailStarting(safe), {
      message: `a mail ${prefix}… in ${e2eMailDir}`,
      timeout: 30_000,
    })
    .not.toBeNull();
  const name = (await newestMailStarting(safe))!;
  return simpleParser(await readFile(path.join(e2eMailDir, name)));
}
