// The cluster test (npm test runs it on the journeys' build, beside the engine's tests): two shop
// instances on one PostgreSQL database of their own behind haproxy, round robin without sticky
// sessions, checked through the balancer. Each answer names its instance (X-Served-By), so every
// check proves the work crossed instances.
//
// One run, one cluster: the checks share it and run in this order (the later ones kill and
// restart instances, and the last counts every mail the earlier ones sent).
import { after, before } from 'node:test';
import { setUpCluster, tearDownCluster } from './cluster-state.mjs';
import { sessionChecks } from './session-checks.mjs';
import { freshnessChecks } from './freshness-checks.mjs';
import { failoverChecks } from './failover-checks.mjs';

before(setUpCluster, { timeout: 300_000 });
after(tearDownCluster);

sessionChecks();
freshnessChecks();
failoverChecks();
