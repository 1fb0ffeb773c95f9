import type * as fsPromises from 'node:fs/promises';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Every write the file transport makes, by the path it writes to (the real write still happens).
const written: string[] = [];
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  return {
    ...actual,
    writeFile: (file: string, ...rest: unknown[]) => {
      written.push(String(file));
      return (actual.writeFile as (...args: unknown[]) => Promise<void>)(file, ...rest);
    },
  };
});

const { createMailTransport } = await import('./mail-transport.ts');

describe('mail to files', () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('puts a mail in the folder whole: never written under its own name, only renamed there', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'mail-transport-'));
    folders.push(mailDir);
    const transport = createMailTransport({ from: 'shop@example.nl', mailDir });
    await transport.send({
      to: 'anna@example.nl',
      subject: 'Bedankt voor je bestelling',
      html: '<p>Hallo</p>',
      text: 'Hallo',
      messageId: '<1@example.nl>',
      fileName: '0001-order-confirmation_100000001.eml',
    });
    transport.close();
    // A reader polling the folder (the journeys, an operator's tool) must never find half a mail.
    expect(written.some((file) => file.endsWith('.eml'))).toBe(false);
    expect(await readdir(mailDir)).toEqual(['0001-order-confirmation_100000001.eml']);
    const mail = await readFile(
      path.join(mailDir, '0001-order-confirmation_100000001.eml'),
      'utf8',
    );
    expect(mail).toContain('Subject: Bedankt voor je bestelling');
  });
});
