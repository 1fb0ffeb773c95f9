/**
 * The back office's catalogue: search, one product's detail, and the day-to-day changes
 * (online/offline, prices, special price with its dates, labels, stock per store). Changes go
 * through the writers the ERP batches use (`applyPriceChanges`, `applySourceCounts`,
 * `applyStoreCounts`), so a count set by staff never undoes a sale, and every engine hears of
 * them as the ERP's deltas do. Each change is in the audit log with its before and after, in the
 * change's own transaction.
 */
import type { CatalogService } from '../catalog/catalog-service.ts';
import { publishCatalogChange, publishProductChanges } from '../catalog/catalog-sync.ts';
import { applyPriceChanges } from '../catalog/erp-prices.ts';
import {
  productAdminState,
  setListingFields,
  type ProductAdminState,
} from '../catalog/product-admin-state.ts';
import { applySourceCounts } from '../catalog/product-stock.ts';
import type { DatabaseHandle, Database } from '../db/connection.ts';
import { LineRefusal, ONLINE_SOURCES, readStockLine } from '../erp/erp-lines.ts';
import type { AuditActor } from '../staff/audit-log.ts';
import type { AuditLog } from '../staff/audit-log.ts';
import { applyStoreCounts } from '../stores/store-stock-counts.ts';
import type { StoreService, StoreStockCounts } from '../stores/store-service.ts';
import {
  badInput,
  maxSkuLength,
  parseProductUpdate,
  productNotFound,
  type AdminProductUpdateArgs,
} from './admin-product-input.ts';
import { searchAdminProducts, type AdminProductQuery } from './admin-product-search.ts';

export interface CatalogAdminDependencies {
  database: DatabaseHandle;
  catalog: CatalogService;
  stores: StoreService;
  audit: AuditLog;
}

/** One product with its stock everywhere and the labels it may wear. */
export interface AdminProductDetail {
  product: ProductAdminState;
  stores: StoreStockCounts[];
}

/** What the audit log keeps of a product's editable state. */
function auditedState(product: ProductAdminState) {
  return {
    visible: product.visible,
    priceCents: product.priceCents,
    specialPriceCents: product.specialPriceCents,
    specialFromDate: product.specialFromDate,
    specialToDate: product.specialToDate,
    labels: product.labels,
  };
}

export class CatalogAdminService {
  constructor(private readonly deps: CatalogAdminDependencies) {}

  /** Products for the search table, with their salable online units read from the database. */
  async search(query: AdminProductQuery) {
    const { records, totalCount } = searchAdminProducts(this.deps.catalog, query);
    const salable = await this.deps.catalog.onlineQuantities(records.map((record) => record.id));
    return {
      totalCount,
      items: records.map((record) => ({ record, salable: salable.get(record.id) ?? 0 })),
    };
  }

  /** The product with this sku, or null when the shop has none. */
  async detail(sku: string, db: Database = this.deps.database.db) {
    if (sku.length > maxSkuLength) return null;
    const product = await productAdminState(db, sku.trim());
    if (!product) return null;
    return { product, stores: await this.deps.stores.stockCounts(product.id, db) };
  }

  /** Label codes the shop defines, with their names and whether the shop shows them. */
  labelDefinitions() {
    return [...this.deps.catalog.referenceData.labels.values()];
  }

  /**
   * Changes status, price, special price and labels in one transaction, checked against the
   * product's locked row; the same values again change nothing and log nothing.
   * @throws GraphQLError NOT_FOUND for an unknown sku, BAD_USER_INPUT for a bad change.
   */
  async update(actor: AuditActor, args: AdminProductUpdateArgs): Promise<AdminProductDetail> {
    const { database, catalog } = this.deps;
    if (args.sku.length > maxSkuLength) throw productNotFound(args.sku);
    const labelCodes = new Set(catalog.referenceData.labels.keys());
    const outcome = await database.db.transaction(async (tx) => {
      const before = await productAdminState(tx, args.sku.trim(), { forUpdate: true });
      if (!before) throw productNotFound(args.sku);
      const update = parseProductUpdate(args, before, { today: catalog.currentDay(), labelCodes });
      let pricesChanged = false;
      if (update.priceCents !== undefined || update.special !== undefined) {
        const priced = await applyPriceChanges(tx, [
          {
            productId: before.id,
            ...(update.priceCents !== undefined ? { priceCents: update.priceCents } : {}),
            ...(update.special === null ? { specialPriceCents: null } : {}),
            ...(update.special
              ? {
                  specialPriceCents: update.special.priceCents,
                  specialFromDate: update.special.fromDate,
                  specialToDate: update.special.toDate,
                }
              : {}),
          },
        ]);
        pricesChanged = priced.changed.length > 0;
      }
      const listingChanged = await setListingFields(tx, before.id, {
        visible: update.visible,
        labels: update.labels,
      });
      const after = (await this.detail(before.sku, tx))!;
      if (pricesChanged || listingChanged) {
        await this.deps.audit.record(
          actor,
          {
            operation: 'adminUpdateProduct',
            target: `product:${before.sku}`,
            before: auditedState(before),
            after: auditedState(after.product),
          },
          tx,
        );
      }
      return { after, pricesChanged, listingChanged };
    });
    const id = outcome.after.product.id;
    // Online/offline and labels change the whole record (listings, its page, the url); prices
    // alone take the ERP's narrow path.
    if (outcome.listingChanged) await publishCatalogChange(database, { productIds: [id] });
    else if (outcome.pricesChanged) await publishProductChanges(database, [id], 'pricesAndStock');
    return outcome.after;
  }

  /**
   * Sets a count of a simple product's units online (`default`/`online`) or in a store (its
   * code), as an ERP count: salable = count − what orders or reservations hold.
   * @throws GraphQLError NOT_FOUND for an unknown sku, BAD_USER_INPUT with the ERP's reasons.
   */
  async setStock(
    actor: AuditActor,
    sku: string,
    source: string,
    quantity: number,
  ): Promise<AdminProductDetail> {
    const { database, stores } = this.deps;
    if (sku.length > maxSkuLength) throw productNotFound(sku);
    let line;
    try {
      line = readStockLine({ sku, source, quantity }, 1);
    } catch (error) {
      if (!(error instanceof LineRefusal)) throw error;
      const field = /SOURCE/.test(error.reason)
        ? 'source'
        : /SKU/.test(error.reason)
          ? 'sku'
          : 'quantity';
      throw badInput(error.message, error.reason, field);
    }
    const storeCode = ONLINE_SOURCES.has(line.source)
      ? null
      : (stores.list().find((store) => store.code.toLowerCase() === line.source)?.code ?? null);
    if (!ONLINE_SOURCES.has(line.source) && !storeCode) {
      throw badInput(`There is no store ${line.source}.`, 'UNKNOWN_SOURCE', 'source');
    }
    const outcome = await database.db.transaction(async (tx) => {
      const before = await this.detail(line.sku, tx);
      if (!before) throw productNotFound(sku);
      if (before.product.typeId !== 'simple') {
        throw badInput(
          `${before.product.sku} is a ${before.product.typeId} product: its stock is that of its parts.`,
          'NOT_A_SIMPLE_PRODUCT',
          'sku',
        );
      }
      const id = before.product.id;
      const changed = storeCode
        ? (await applyStoreCounts(tx, [{ productId: id, storeCode, quantity: line.quantity }]))
            .length > 0
        : (await applySourceCounts(tx, [{ productId: id, quantity: line.quantity }])).changed
            .length > 0;
      const after = (await this.detail(before.product.sku, tx))!;
      if (changed) {
        const figures = (detail: AdminProductDetail) =>
          storeCode
            ? detail.stores.find((entry) => entry.store.code === storeCode)
            : detail.product.online;
        const plain = (entry: ReturnType<typeof figures>) =>
          entry && { count: entry.count, held: entry.held, salable: entry.salable };
        await this.deps.audit.record(
          actor,
          {
            operation: 'adminSetProductStock',
            target: `product:${before.product.sku}`,
            before: { source: storeCode ?? 'default', ...plain(figures(before)) },
            after: { source: storeCode ?? 'default', ...plain(figures(after)) },
          },
          tx,
        );
      }
      return { after, changed };
    });
    if (outcome.changed) {
      await publishProductChanges(database, [outcome.after.product.id], 'pricesAndStock');
    }
    return outcome.after;
  }
}
