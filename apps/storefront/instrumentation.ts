/**
 * Starts the in-process engine with the server, so the first visitor does not wait for it, and
 * keeps trying while the database is down, so the instance becomes ready once it is up.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.COMMERCE_GRAPHQL_URL) return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { keepStartingEngine } = await import('./lib/commerce/engine');
  void keepStartingEngine();
}
