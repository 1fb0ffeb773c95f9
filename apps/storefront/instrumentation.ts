/** Starts the in-process engine with the server, so the first visitor does not wait for it. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.COMMERCE_GRAPHQL_URL) return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getEngine } = await import('./lib/commerce/engine');
  getEngine().catch((error: unknown) => console.error('commerce engine failed to start', error));
}
