import type { DatabaseHandle } from '../db/connection.ts';
import type { AttributeRecord } from '../catalog/catalog-records.ts';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import type { EngineServices } from './services.ts';
import type { EngineEvents } from './engine-events.ts';

/** What a module's service is built from: the database and the services listed before it. */
export interface ModuleDependencies {
  database: DatabaseHandle;
  now: () => Date;
  services: Partial<EngineServices>;
  /** Where services tell what the metrics count (orders placed, payments by outcome). */
  events?: EngineEvents;
}

/** Facts the schema is printed from: Magento generates the product filter input, and so do we. */
export interface SchemaFacts {
  filterableAttributes: Iterable<AttributeRecord>;
}

/**
 * A module's resolvers, typed from the printed schema (`npm run codegen`): per type, per field,
 * merged with the other modules' by graphql-tools.
 */
export type ModuleResolvers = Resolvers;

export type ModuleTypeDefs = string | ((facts: SchemaFacts) => string);

/** What a change announcement made stale. */
export interface AppliedChange {
  /** Cache tags of storefront pages and data that show the change. */
  tags: string[];
  /** The schema must be printed again (the filterable attributes may have changed). */
  schemaChanged?: boolean;
}

/** A PostgreSQL NOTIFY channel a module listens on, and what it does with an announcement. */
export interface ChangeFollower<Service, Change = never> {
  channel: string;
  /** Delivered in place of whatever was announced while the listening connection was down. */
  missed: Change;
  apply(service: Service, change: Change): Promise<AppliedChange> | AppliedChange;
}

/**
 * One business capability of the engine. It owns its tables (no other module imports them; a
 * lint rule checks), builds its service, contributes its part of the GraphQL schema, and says
 * what it does when a change is announced. Resolvers reach services through the context.
 */
export interface EngineModule<Name extends keyof EngineServices = keyof EngineServices> {
  name: Name;
  /** Drizzle tables this module owns (also gathered in db/schema.ts for drizzle-kit). */
  tables: Record<string, unknown>;
  createService(
    dependencies: ModuleDependencies,
  ): EngineServices[Name] | Promise<EngineServices[Name]>;
  /** Its part of the schema; a list when the module keeps its parts in several files. */
  typeDefs?: ModuleTypeDefs | ModuleTypeDefs[];
  resolvers?: ModuleResolvers | ModuleResolvers[];
  // Each follower's change type is its own; the engine only passes payloads through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  follows?: ChangeFollower<EngineServices[Name], any>[];
}

/** A service the module needs from a module listed before it. */
export function requireService<Name extends keyof EngineServices>(
  dependencies: ModuleDependencies,
  name: Name,
): EngineServices[Name] {
  const service = dependencies.services[name];
  if (!service) throw new Error(`The ${name} module must be listed before the modules using it.`);
  return service;
}
