import type { ProductRecord } from '../catalog/catalog-records.ts';
import type { ProductAdminState } from '../catalog/product-admin-state.ts';
import { visibleProductLabels } from '../catalog/product-labels.ts';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationAdminSetProductStockArgs,
  MutationAdminUpdateProductArgs,
  QueryAdminProductArgs,
  QueryAdminProductsArgs,
} from '../graphql/generated/resolver-types.ts';
import { specialPriceApplies } from '../pricing/product-price.ts';
import { requireAdmin } from '../staff/authorise.ts';
import type { StoreStockCounts } from '../stores/store-service.ts';
import { badInput } from './admin-product-input.ts';
import type { AdminProductDetail } from './catalog-admin-service.ts';

/** Rows a page of the search table holds at most. */
export const maxPageSize = 100;
/** Search text past this is a pasted document, not a product. */
const maxSearchLength = 100;

const productLocales = ['fr', 'de', 'en'] as const;

function rowView(record: ProductRecord, salable: number, today: string, parentSku: string | null) {
  return {
    sku: record.sku,
    name: record.name,
    type_id: record.typeId,
    status: record.visible ? ('ONLINE' as const) : ('OFFLINE' as const),
    parent_sku: parentSku,
    price_cents: record.priceCents,
    special_price_cents: record.specialPriceCents,
    special_price_active: specialPriceApplies(record, today),
    salable_qty: salable,
  };
}

const storeFigures = (entry: StoreStockCounts) => ({
  source: entry.store.code,
  source_name: entry.store.name,
  count: entry.count,
  held: entry.held,
  salable: entry.salable,
});

function detailView({ product, stores }: AdminProductDetail, context: GraphQLContext) {
  const today = context.catalog.currentDay();
  const parent = product.parentId === null ? undefined : context.catalog.product(product.parentId);
  return {
    sku: product.sku,
    name: product.name,
    names: [
      { locale: 'nl', name: product.name },
      ...productLocales.flatMap((locale) => {
        const name = product.translations?.[locale]?.name;
        return name ? [{ locale, name }] : [];
      }),
    ],
    type_id: product.typeId,
    ean: product.ean,
    status: product.visible ? ('ONLINE' as const) : ('OFFLINE' as const),
    relative_url: `/${product.urlKey}${product.urlSuffix}`,
    parent_sku: parent?.sku ?? null,
    stock_status: product.stockStatus,
    price_cents: product.priceCents,
    special_price:
      product.specialPriceCents === null
        ? null
        : {
            price_cents: product.specialPriceCents,
            from: product.specialFromDate,
            to: product.specialToDate,
            active: specialPriceApplies(product, today),
          },
    labels: product.labels,
    label_options: context.catalogAdmin.labelDefinitions().map((definition) => ({
      code: definition.code,
      label: definition.label,
      shown_in_shop: visibleProductLabels([definition.code], new Map()).length > 0,
    })),
    online_stock: {
      source: 'default',
      source_name: 'Online',
      ...onlineFigures(product),
    },
    store_stock: stores.map(storeFigures),
  };
}

const onlineFigures = (product: ProductAdminState) => ({
  count: product.online.count,
  held: product.online.held,
  salable: product.online.salable,
});

export const catalogAdminResolvers: ModuleResolvers = {
  Query: {
    async adminProducts(_: unknown, args: QueryAdminProductsArgs, context: GraphQLContext) {
      await requireAdmin(context, 'catalog');
      const pageSize = args.page_size ?? 20;
      if (pageSize < 1 || pageSize > maxPageSize) {
        throw badInput(
          `page_size is 1 to ${maxPageSize} products a page.`,
          'PAGE_SIZE_OUT_OF_RANGE',
          'page_size',
        );
      }
      const page = args.page ?? 1;
      if (page < 1) throw badInput('page starts at 1.', 'PAGE_OUT_OF_RANGE', 'page');
      const search = args.search?.trim() || null;
      if (search && search.length > maxSearchLength) {
        throw badInput(
          `search is at most ${maxSearchLength} characters.`,
          'SEARCH_TOO_LONG',
          'search',
        );
      }
      const found = await context.catalogAdmin.search({
        search,
        status: args.status ?? null,
        page,
        pageSize,
      });
      const today = context.catalog.currentDay();
      return {
        items: found.items.map(({ record, salable }) =>
          rowView(
            record,
            salable,
            today,
            record.parentId === null
              ? null
              : (context.catalog.product(record.parentId)?.sku ?? null),
          ),
        ),
        total_count: found.totalCount,
        page,
        page_size: pageSize,
        total_pages: Math.ceil(found.totalCount / pageSize),
      };
    },
    async adminProduct(_: unknown, { sku }: QueryAdminProductArgs, context: GraphQLContext) {
      await requireAdmin(context, 'catalog');
      const detail = await context.catalogAdmin.detail(sku);
      return detail && detailView(detail, context);
    },
  },
  Mutation: {
    async adminUpdateProduct(
      _: unknown,
      { input }: MutationAdminUpdateProductArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'catalog');
      // `special_price: null` ends the special price; leaving it out keeps it.
      const detail = await context.catalogAdmin.update(actor, input);
      return detailView(detail, context);
    },
    async adminSetProductStock(
      _: unknown,
      { sku, source, quantity }: MutationAdminSetProductStockArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'catalog');
      const detail = await context.catalogAdmin.setStock(actor, sku, source, quantity);
      return detailView(detail, context);
    },
  },
};
