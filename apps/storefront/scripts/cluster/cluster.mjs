/* global process, console, fetch, setTimeout, URL, AbortSignal */
// Several shop instances on one PostgreSQL database behind haproxy (round robin, no sticky
// sessions, health checks on /readyz), with the Pay.nl simulator as the one payment provider
// they share: the layout of deploy/compose.yaml, on this machine's own processes. Used by the
// cluster test, `npm run demo:cluster` and `npm run bench:cluster`.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { app, repo } from '../serve.mjs';

export const haproxyBinary = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const adminKey = 'cluster-admin-key';
const paynl = {
  serviceId: 'SL-1234-5678',
  tokenCode: 'AT-1234-5678',
  apiToken: 'cluster-api-token',
};

/** A port nothing listens on now, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of the cluster's own on the test server, created empty (dropped first). */
export async function createDatabase(name) {
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropDatabase(name) {
  return withAdmin((client) =>
    client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  );
}

/**
 * haproxy's configuration: round robin, no stickiness, /readyz checked every second. The
 * compose file's deploy/haproxy.cfg is this with the containers' names (a test keeps them equal).
 */
export function haproxyConfig({ bind, servers, dns }) {
  // With \`dns\` (compose: Docker's resolver), instance names are looked up at run time, so the
  // balancer starts while an instance is down and follows one that comes back at a new address.
  const resolvers = dns
    ? `
resolvers dns
  nameserver dns ${dns}
  hold valid 5s
`
    : '';
  const serverOptions = dns ? ' resolvers dns init-addr last,libc,none' : '';
  return `global
  maxconn 4096
${resolvers}
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # X-Forwarded-For: the shop counts clients by the address the balancer saw.
  option forwardfor
  # A request that could not connect goes to the other instance; so does a GET or HEAD whose
  # instance died under it (closed without an answer, or none in time). Never a POST or other
  # change: it may have been done before the instance died.
  retries 2
  option redispatch
  retry-on conn-failure empty-response response-timeout

frontend shop
  bind ${bind}
  default_backend shops

backend shops
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # A busy instance answers its check late, not never: a check waits up to 3 s (by default only
  # the interval), else rendering pages on every core takes all instances out at once.
  timeout check 3s
  default-server inter 1s fall 2 rise 2
  # Retries after a request reached an instance are for reads only (see retry-on above).
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  # Which instance answered, for the cluster test.
  http-response set-header X-Served-By %[srv_name]
${servers.map((server) => `  server ${server.name} ${server.address} check${serverOptions}`).join('\n')}
`;
}

function logTo(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  return createWriteStream(file, { flags: 'a' });
}

/** Resolves when `url` answers 200, polling; rejects after `timeoutMs`. */
export async function waitForOk(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Resolves when something accepts connections on the port. */
async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
}

/**
 * Starts the Pay.nl simulator, `instances` shop servers and haproxy; the database must exist.
 * `dir` holds logs and each instance's mail folder.
 */
export async function startCluster({ databaseUrl, instances = 2, dir, env = {} }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const balancerPort = await freePort();
  const shopUrl = `http://127.0.0.1:${balancerPort}`;
  const simulatorPort = await freePort();
  const simulator = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repo, 'packages/commerce/src/payment/simulator/standalone.ts')],
    {
      cwd: path.join(repo, 'packages/commerce'),
      env: {
        ...process.env,
        PORT: String(simulatorPort),
        PAYNL_SERVICE_ID: paynl.serviceId,
        PAYNL_TOKEN_CODE: paynl.tokenCode,
        PAYNL_API_TOKEN: paynl.apiToken,
        PAYNL_SIMULATOR_RETRY_MS: '250,500,1000,2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const simulatorLog = logTo(path.join(dir, 'paynl-simulator.log'));
  simulator.stdout.pipe(simulatorLog);
  simulator.stderr.pipe(simulatorLog);
  const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;

  const names = Array.from({ length: instances }, (_, i) => String.fromCharCode(97 + i));
  const ports = await Promise.all(names.map(() => freePort()));
  const shops = names.map((name, i) => {
    const instance = {
      name,
      port: ports[i],
      url: `http://127.0.0.1:${ports[i]}`,
      mailDir: path.join(dir, `mail-${name}`),
      // Its output: the engine's and the server's JSON log lines among Next's own.
      logFile: path.join(dir, `shop-${name}.log`),
      child: null,
      start() {
        instance.child = spawn(process.execPath, [path.join(app, 'server/shop-server.mjs')], {
          cwd: app,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            NEXT_TELEMETRY_DISABLED: '1',
            PORT: String(instance.port),
            // All interfaces (as in the container): with HOSTNAME=127.0.0.1 Next.js answered
            // every page with a 307 to itself.
            HOSTNAME: '0.0.0.0',
            SHOP_URL: shopUrl,
            DATABASE_URL: databaseUrl,
            DATABASE_POOL_SIZE: '10',
            MEDIA_DIR: path.join(repo, '.data/cluster/media'),
            MAIL_DIR: instance.mailDir,
            MAIL_DELIVERY: 'on',
            ADMIN_API_KEY: adminKey,
            SHOP_TRUSTED_PROXY_HOPS: '1',
            SEED_PRODUCTS: process.env.CLUSTER_SEED_PRODUCTS ?? '300',
            ORDER_SWEEP_INTERVAL_MS: '500',
            SHUTDOWN_DRAIN_MS: '3000',
            PAYNL_SERVICE_ID: paynl.serviceId,
            PAYNL_TOKEN_CODE: paynl.tokenCode,
            PAYNL_API_TOKEN: paynl.apiToken,
            PAYNL_API_URL: simulatorUrl,
            PAYNL_TEST_MODE: '1',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const log = logTo(instance.logFile);
        instance.child.stdout.pipe(log);
        instance.child.stderr.pipe(log);
        return waitForOk(`${instance.url}/readyz`, 240_000, instance.child);
      },
      /** Sends a signal and resolves with the exit code once the process has ended. */
      stop(signal = 'SIGTERM') {
        const child = instance.child;
        if (!child || child.exitCode !== null || child.signalCode)
          return Promise.resolve(child?.exitCode);
        return new Promise((resolve) => {
          child.once('exit', (code, how) => resolve(code ?? how));
          child.kill(signal);
        });
      },
    };
    return instance;
  });

  const haproxyFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    haproxyFile,
    haproxyConfig({
      bind: `127.0.0.1:${balancerPort}`,
      servers: shops.map((shop) => ({ name: shop.name, address: `127.0.0.1:${shop.port}` })),
    }),
  );
  let haproxy = null;
  const cluster = {
    shopUrl,
    simulatorUrl,
    databaseUrl,
    shops,
    dir,
    async stop() {
      await Promise.all(shops.map((shop) => shop.stop('SIGTERM')));
      for (const child of [haproxy, simulator]) {
        if (child && child.exitCode === null && !child.signalCode) child.kill('SIGTERM');
      }
    },
  };
  try {
    await waitForPort(simulatorPort, 30_000);
    // Started together: the first migrates and seeds the empty database, the others wait for it.
    await Promise.all(shops.map((shop) => shop.start()));
    haproxy = spawn(haproxyBinary, ['-db', '-f', haproxyFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const haproxyLog = logTo(path.join(dir, 'haproxy.log'));
    haproxy.stdout.pipe(haproxyLog);
    haproxy.stderr.pipe(haproxyLog);
    await waitForAllUp(cluster);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** Waits until consecutive requests through the balancer reach every instance. */
export async function waitForAllUp(cluster, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const wanted = cluster.shops
    .filter((shop) => shop.child?.exitCode === null)
    .map((shop) => shop.name);
  while (Date.now() < deadline) {
    const seen = new Set();
    for (let i = 0; i < wanted.length * 2; i++) {
      const response = await fetch(`${cluster.shopUrl}/healthz`).catch(() => null);
      if (response?.ok) seen.add(response.headers.get('x-served-by'));
    }
    if (wanted.every((name) => seen.has(name))) return;
    await sleep(250);
  }
  throw new Error(`the balancer did not reach all of ${wanted.join(', ')}`);
}

export function logLine(message) {
  console.log(`[cluster] ${message}`);
}
