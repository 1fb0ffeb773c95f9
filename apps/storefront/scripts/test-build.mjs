// The production build the journeys and the cluster test run on, made when missing or stale with
// the journey server's environment (its NEXT_PUBLIC_ values are built into the pages). `npm test`
// makes it beside the engine's tests, so the journeys find it ready.
import { buildIfStale } from './serve.mjs';
import { testServerEnv } from './test-server.mjs';

buildIfStale(testServerEnv());
