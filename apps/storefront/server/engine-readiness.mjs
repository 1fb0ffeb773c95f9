/* global process, fetch, AbortSignal, URL */
// The shop's readiness is its engine's: the one in this process (lib/commerce/engine.ts keeps
// its start on globalThis, which this server shares with Next's bundles), or the engine at
// COMMERCE_GRAPHQL_URL when the storefront uses a separate one.

/** The in-process engine when it has started; null while it starts or after a failed start. */
export async function startedEngine() {
  const starting = globalThis.__webshopEngine;
  if (!starting) return null;
  const pending = Symbol('pending');
  const engine = await Promise.race([starting, Promise.resolve(pending)]).catch(() => null);
  return engine === pending ? null : engine;
}

/** Ready when the engine is: database reachable, migrations applied, catalogue index loaded. */
export async function engineReadiness() {
  const remote = process.env.COMMERCE_GRAPHQL_URL;
  if (remote) {
    const response = await fetch(new URL('/readyz', remote), { signal: AbortSignal.timeout(2000) });
    return { ready: response.ok, engine: await response.json().catch(() => null) };
  }
  const engine = await startedEngine();
  if (!engine) return { ready: false, engine: 'starting' };
  return engine.readiness();
}

/** Stops the in-process engine's workers and listeners and closes its database. */
export async function closeEngine() {
  const engine = await startedEngine();
  await engine?.close();
}
