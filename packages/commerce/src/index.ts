/**
 * `@webshop/commerce`: the engine itself. Create one, then talk GraphQL to it. Importing this
 * loads every module of the engine (database drivers, search, mail, PDF), so the storefront
 * loads it lazily (lib/commerce/engine.ts); what the apps share with the engine without running
 * it comes from `@webshop/commerce/contracts` and, for browser code, `@webshop/commerce/content`
 * (ADR 0037).
 */
export { createEngine } from './engine/create-engine.ts';
export type { CommerceEngine, EngineOptions, GraphQLResult } from './engine/create-engine.ts';
export { shopConstants } from './config/constants.ts';
