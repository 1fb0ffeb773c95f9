import type { Database } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { ProductLoaders } from '../catalog/product-details.ts';

/** What every resolver gets: the database, the catalogue read side and the request's store. */
export interface GraphQLContext {
  db: Database;
  catalog: CatalogService;
  /** spec §7 `Store` header; b2c_nl is the only store. */
  storeCode: string;
  /** spec §7 `Content-Currency` header; EUR is the only currency. */
  currency: string;
  /** Bearer token from `Authorization`, when the shopper is signed in. */
  customerToken: string | null;
  /** Batched per-request reads of product details and stock. */
  loaders: ProductLoaders;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
}

/** A module's part of the schema: SDL plus resolvers, merged by `graphql/schema.ts`. */
export interface GraphQLModule {
  typeDefs: string;
  resolvers: Record<string, Record<string, unknown>>;
}
