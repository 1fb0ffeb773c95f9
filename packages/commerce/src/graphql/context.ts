import type DataLoader from 'dataloader';
import type { ProductDetails } from '../catalog/product-details.ts';
import type { EngineServices } from '../engine/services.ts';
import type { StoreStockLine } from '../stores/store-service.ts';
import type { ShopLocale } from './request-locale.ts';

/** Reads batched per request, so a listing of 12 products costs one query per kind, not 12. */
export interface RequestLoaders {
  details: DataLoader<number, ProductDetails>;
  stock: DataLoader<number, StoreStockLine[]>;
}

/**
 * What every resolver gets: the modules' services (never the database: a module's tables are
 * its own) and the request's store, currency, token and loaders.
 */
export interface GraphQLContext extends EngineServices {
  /** spec §7 `Store` header; b2c_nl is the only store. */
  storeCode: string;
  /** spec §7 `Content-Currency` header; EUR is the only currency. */
  currency: string;
  /** Bearer token from `Authorization`, when the shopper is signed in. */
  customerToken: string | null;
  /**
   * The shopper's IP address from the `X-Forwarded-For` entry the shop's server wrote (the last
   * one, client-address.ts), for the per-client throttles; `unknown` when absent or not an
   * address. Trusted only because the engine sits behind the shop's own server (ADR 0014).
   */
  clientAddress: string | null;
  /** `X-Admin-Key` header: the machine key (ERP, CLI) for the admin operations in its scope. */
  adminKey: string | null;
  /**
   * The staff session cookie's token, only when the request may use it (same-origin POST,
   * staff/session-cookie.ts); admin operations check it with `requireAdmin`.
   */
  staffToken: string | null;
  /** The HTTP request (yoga's), for the staff session cookie set in the answer. */
  request?: Request;
  /** `X-Locale` (or `Accept-Language`'s first tag): the page's language, null when none given. */
  locale: ShopLocale | null;
  loaders: RequestLoaders;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
}
