/* global process, console */
// `npm run demo:cluster`: the cluster of the cluster test to try by hand: PostgreSQL database
// webshop_cluster_demo (made anew), two shop instances, haproxy in front. Ctrl-C stops it.
import path from 'node:path';
import { buildIfStale, repo } from '../serve.mjs';
import { testServerEnv } from '../test-server.mjs';
import { createDatabase, logLine, startCluster } from './cluster.mjs';

buildIfStale(testServerEnv());
const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
const databaseUrl = await createDatabase('webshop_cluster_demo');
const dir = path.join(repo, '.data/cluster/demo');
const cluster = await startCluster({ databaseUrl, instances, dir });
logLine(`shop through haproxy: ${cluster.shopUrl}`);
for (const shop of cluster.shops)
  logLine(`instance ${shop.name}: ${shop.url} (mail in ${shop.mailDir})`);
logLine(`Pay.nl simulator: ${cluster.simulatorUrl}; logs and haproxy.cfg in ${dir}`);
logLine('Ctrl-C stops everything (the database stays until the next start).');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log();
    void cluster.stop().then(() => process.exit(0));
  });
}
