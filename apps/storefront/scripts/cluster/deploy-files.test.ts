import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The container files cannot be built here (no container runtime): what they promise an
// operator is read off the files themselves.
const repo = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

interface Service {
  image?: string;
  profiles?: string[];
  environment?: Record<string, string>;
  env_file?: { path: string; required: boolean }[];
  volumes?: string[];
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const dockerfile = read('Dockerfile');
const digest = /@sha256:[0-9a-f]{64}$/;

describe('the container image', () => {
  it('builds every stage from Node 24 LTS pinned by digest', () => {
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1] ?? '';
    expect(image).toMatch(/^node:24-bookworm-slim@sha256:[0-9a-f]{64}$/);
    const stages = new Set<string>();
    for (const [, from, name] of dockerfile.matchAll(/^FROM (\S+) AS (\S+)$/gm)) {
      expect(from === '${NODE_IMAGE}' || stages.has(from!), `FROM ${from}`).toBe(true);
      stages.add(name!);
    }
    expect(stages).toContain('runtime');
  });

  it('has pg_dump for backups and never seeds the demo shop unless asked', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/apt-get install[^\n]*postgresql-client-15/);
    expect(runtime).toMatch(/^\s+SEED_DEMO=0 \\$/m);
  });

  it('keeps .env out of the image and the repository', () => {
    for (const file of ['.dockerignore', '.gitignore']) {
      expect(read(file).split('\n'), file).toContain('.env');
    }
  });
});

describe('the compose file', () => {
  const shops = ['shop-a', 'shop-b'].map((name) => compose.services[name]!);

  it('pins every image it pulls by digest', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.image === 'webshop:latest') continue;
      expect(service.image, name).toMatch(digest);
    }
  });

  it('has no default database password', () => {
    expect(compose.services.postgres!.environment!.POSTGRES_PASSWORD).toMatch(
      /^\$\{POSTGRES_PASSWORD:\?/,
    );
    for (const shop of shops) {
      expect(shop.environment!.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
      expect(shop.environment!.DATABASE_URL).not.toContain('POSTGRES_PASSWORD:-');
    }
  });

  it('passes the settings the production guide names, and any other from .env', () => {
    const guide = read('docs/production.md');
    const named = [
      'METRICS_TOKEN',
      ...new Set(guide.match(/\bMEDIA_S3_[A-Z_]+/g)),
      ...['PAYNL_SERVICE_ID', 'PAYNL_TOKEN_CODE', 'PAYNL_API_TOKEN', 'PAYNL_API_URL'],
      'PAYNL_TEST_MODE',
    ];
    expect(named.length).toBeGreaterThan(8);
    for (const shop of shops) {
      expect(shop.env_file).toEqual([{ path: '.env', required: false }]);
      for (const variable of named) {
        expect(shop.environment![variable], variable).toContain(`\${${variable}`);
      }
    }
  });

  it('never runs a payment simulator per instance, and seeds only when asked', () => {
    for (const shop of shops) {
      // Without all three credentials an instance would mount a simulator of its own.
      for (const variable of ['PAYNL_SERVICE_ID', 'PAYNL_TOKEN_CODE', 'PAYNL_API_TOKEN']) {
        expect(shop.environment![variable], variable).toMatch(new RegExp(`^\\$\\{${variable}:\\?`));
      }
      expect(shop.environment!.SEED_DEMO).toBe('${SEED_DEMO:-0}');
    }
    expect(compose.services['paynl-simulator']!.profiles).toEqual(['simulator']);
  });

  it('keeps mails and media on volumes', () => {
    const mailDir = /MAIL_DIR=(\S+)/.exec(dockerfile)?.[1];
    expect(mailDir).toBe('/data/mail');
    for (const shop of shops) {
      expect(shop.volumes).toContain(`mail:${mailDir}`);
      expect(shop.volumes).toContain('media:/data/media');
    }
    expect(Object.keys(compose.volumes)).toEqual(
      expect.arrayContaining(['postgres', 'media', 'mail']),
    );
  });
});
