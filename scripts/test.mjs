/* global process, console */
// `npm test`: every part of the suite, the independent ones side by side. The engine's suite
// waits on databases and timers much of its time, so the back office's and the storefront's unit
// tests and the production build (CPU-bound) run beside it. The browser journeys need the build
// and the whole machine, so they come next, alone; then the cluster test. A part that needs a build that
// failed is skipped; any other failure lets the rest run, so one run names every broken part.
// Lines of parts running side by side are marked with the part's name; the summary at the end
// gives each part's result and time, and the exit code is non-zero when any part failed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const engine = { name: 'engine', args: ['run', 'test', '--workspace', '@webshop/commerce'] };
const docs = { name: 'docs', args: ['run', 'test:docs'] };
const admin = { name: 'back office unit', args: ['run', 'test', '--workspace', '@webshop/admin'] };
const unit = {
  name: 'storefront unit',
  args: ['run', 'test:unit', '--workspace', '@webshop/storefront'],
};
const build = {
  name: 'storefront build',
  args: ['run', 'build:test', '--workspace', '@webshop/storefront'],
};
const journeys = {
  name: 'journeys',
  args: ['run', 'test:e2e', '--workspace', '@webshop/storefront'],
  needs: build,
};
const node24 = { name: 'node 24', args: ['run', 'test:node24'], needs: build };
const cluster = {
  name: 'cluster',
  args: ['run', 'test:cluster', '--workspace', '@webshop/storefront'],
  needs: build,
};

/** Stages one after the other; in a stage, lanes side by side; in a lane, parts in order. */
// The guides' links and commands (a second) go first in the unit tests' lane.
// The cluster test runs alone: it holds instances to a one-second freshness bound,
// which a machine busy with the engine's suite or a build could miss. Last, the purchase path
// again on Node 24, the Node of the container image (scripts/node24.mjs).
const stages = [[[engine], [docs, admin, unit, build]], [[journeys]], [[cluster]], [[node24]]];

const results = new Map();
const children = new Set();

/** Copies a part's output line by line, each line marked with the part's name. */
function prefixLines(stream, target, label) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${label} ${line}\n`);
  });
  stream.on('end', () => pending && target.write(`${label} ${pending}\n`));
}

async function run(part, marked) {
  if (part.needs && results.get(part.needs)?.status !== 'passed') {
    results.set(part, { status: 'skipped', seconds: 0, why: `${part.needs.name} did not pass` });
    return;
  }
  const started = Date.now();
  console.log(`[test] ${part.name}: npm ${part.args.join(' ')}`);
  const child = spawn('npm', part.args, {
    cwd: repo,
    // Colours survive the pipe when the run itself is on a terminal.
    env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    stdio: ['ignore', marked ? 'pipe' : 'inherit', marked ? 'pipe' : 'inherit'],
  });
  children.add(child);
  if (marked) {
    prefixLines(child.stdout, process.stdout, `[${part.name}]`);
    prefixLines(child.stderr, process.stderr, `[${part.name}]`);
  }
  const code = await new Promise((resolve) =>
    child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  children.delete(child);
  const seconds = (Date.now() - started) / 1000;
  results.set(part, { status: code === 0 ? 'passed' : 'FAILED', seconds });
  console.log(
    `[test] ${part.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${duration(seconds)}`,
  );
}

function duration(seconds) {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

const started = Date.now();
for (const lanes of stages) {
  const marked = lanes.length > 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const part of lane) await run(part, marked);
    }),
  );
}

console.log('\n[test] summary');
for (const lanes of stages) {
  for (const part of lanes.flat()) {
    const { status, seconds, why } = results.get(part);
    const detail = status === 'skipped' ? why : duration(seconds);
    console.log(`[test]   ${part.name.padEnd(18)} ${status.padEnd(8)} ${detail}`);
  }
}
console.log(
  `[test]   ${'whole run'.padEnd(18)} ${''.padEnd(8)} ${duration((Date.now() - started) / 1000)}`,
);
const failed = [...results.values()].some((result) => result.status !== 'passed');
process.exit(failed ? 1 : 0);
