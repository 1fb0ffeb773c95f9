/* global process, console */
// Serves the production build: builds first when there is no build or a source file is newer
// than it, then runs the shop server around Next.js (server/shop-server.mjs; PORT, default
// 3000). The engine starts in the server process and migrates and seeds an empty database on
// its first start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repo = path.resolve(app, '../..');
const next = path.join(repo, 'node_modules/next/dist/bin/next');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when there is no build, or the storefront's or engine's sources changed since. */
export function buildIsStale() {
  const buildId = path.join(app, '.next/BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = [
    'app',
    'components',
    'lib',
    'i18n',
    'messages',
    'public',
    'next.config.ts',
    'proxy.ts',
    'instrumentation.ts',
    'package.json',
  ]
    .map((entry) => path.join(app, entry))
    .concat([path.join(repo, 'packages/commerce/src')]);
  return sources.some((source) => newestMtime(source) > built);
}

const admin = path.resolve(app, '../admin');

/** True when the back office (apps/admin) has no build or its sources changed since. */
export function adminBuildIsStale() {
  const built = path.join(admin, 'dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return ['src', 'index.html', 'vite.config.ts', 'package.json'].some(
    (entry) => newestMtime(path.join(admin, entry)) > builtAt,
  );
}

/** Builds the back office (vite build, a few seconds) when missing or stale. */
export function buildAdminIfStale(env = process.env) {
  if (env.SKIP_BUILD === '1' || !adminBuildIsStale()) return;
  console.log('[admin] building the back office (vite build)…');
  // Through npm: the workspace's own Vite may sit in apps/admin/node_modules, not the root's.
  const build = spawnSync(
    'npm',
    ['run', 'build', '--workspace', '@webshop/admin', '--', '--logLevel', 'warn'],
    {
      cwd: repo,
      stdio: 'inherit',
      env: { ...env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Runs `next build` when the build is missing or stale; exits the process if it fails. */
export function buildIfStale(env = process.env) {
  buildAdminIfStale(env);
  if (env.SKIP_BUILD === '1' || !buildIsStale()) return;
  console.log('[storefront] building the production bundle (next build)…');
  const build = spawnSync(process.execPath, [next, 'build'], {
    cwd: app,
    stdio: 'inherit',
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export function serve(env = process.env) {
  const port = env.PORT ?? '3000';
  const fullEnv = { ...env, NEXT_TELEMETRY_DISABLED: '1', PORT: port };
  buildIfStale(fullEnv);
  console.log(`[storefront] serving http://${env.HOSTNAME ?? 'localhost'}:${port}`);
  // The shop's own server around Next.js (server/shop-server.mjs), not `next start`.
  const server = spawn(process.execPath, [path.join(app, 'server/shop-server.mjs')], {
    cwd: app,
    stdio: 'inherit',
    env: { ...fullEnv, NODE_ENV: 'production' },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve();
