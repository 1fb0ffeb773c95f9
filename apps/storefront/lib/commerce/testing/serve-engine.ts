import type { CommerceEngine } from '@webshop/commerce';

type EngineGlobal = typeof globalThis & { __webshopEngine?: Promise<CommerceEngine> };

/**
 * Makes `engine` the one the storefront's routes and pages reach through `getEngine()`
 * (lib/commerce/engine.ts keeps it on globalThis), as if the server had started it.
 */
export function serveEngine(engine: CommerceEngine): void {
  (globalThis as EngineGlobal).__webshopEngine = Promise.resolve(engine);
}

/** Forgets the served engine: the next `getEngine()` would start the shop's own. */
export function stopServingEngine(): void {
  delete (globalThis as EngineGlobal).__webshopEngine;
}
