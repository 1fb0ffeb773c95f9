/** The commerce engine's public surface: create one, then talk GraphQL to it. */
export { createEngine } from './engine/create-engine.ts';
export type { CommerceEngine, EngineOptions, GraphQLResult } from './engine/create-engine.ts';
export { shopConstants } from './config/constants.ts';
