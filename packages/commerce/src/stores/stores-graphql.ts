import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../graphql/context.ts';
import type { ModuleResolvers } from '../engine/module.ts';
import { shopConstants } from '../config/constants.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import type { StoreRecord, StoreStockLine } from './store-service.ts';

export const storesTypeDefs = /* GraphQL */ `
  type PhysicalStore {
    code: String!
    name: String!
    street: String
    postcode: String
    city: String
    country: String
    phone: String
    email: String
    latitude: Float
    longitude: Float
    opening_hours: [OpeningHoursLine]
  }

  type OpeningHoursLine {
    "0 = Sunday."
    weekday: Int!
    open: String
    close: String
  }

  type StoreStock {
    store_code: String!
    store_name: String!
    city: String
    qty: Int!
    in_stock: Boolean!
  }

  type ProductStock {
    sku: String!
    stock: [StoreStock!]!
  }

  extend interface ProductInterface {
    "Stock per physical store (spec §3 stock, list per sku)."
    stock: [StoreStock]
  }
  ${['SimpleProduct', 'ConfigurableProduct', 'BundleProduct']
    .map((name) => `\n  extend type ${name} {\n    stock: [StoreStock]\n  }`)
    .join('')}

  extend type Query {
    "The physical stores, by name (spec §2 store finder)."
    physicalStores: [PhysicalStore]
    "One physical store by its code (spec §2 store page); null for an unknown code."
    physicalStore(code: String!): PhysicalStore
    "Stock per store for each sku (spec §7 GET /api/stocks); an unknown sku gets an empty list."
    productStocks(skus: [String!]!): [ProductStock]
  }
`;

/** Store codes are short slugs; a longer one cannot exist and is refused, not looked up. */
export const maxStoreCodeChars = 64;

const storeView = (store: StoreRecord) => ({ ...store, opening_hours: store.openingHours });

const stockLine = ({ store, qty }: StoreStockLine) => ({
  store_code: store.code,
  store_name: store.name,
  city: store.city,
  qty,
  in_stock: qty > 0,
});

async function stockOf(productId: number, context: GraphQLContext) {
  return (await context.loaders.stock.load(productId)).map(stockLine);
}

const productStock = {
  stock: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    stockOf(product.id, context),
};

export const storesResolvers: ModuleResolvers = {
  Query: {
    physicalStores: (_: unknown, __: unknown, context: GraphQLContext) =>
      context.stores.list().map(storeView),
    physicalStore: (_: unknown, args: { code: string }, context: GraphQLContext) => {
      if (args.code.length > maxStoreCodeChars) {
        throw new GraphQLError(`A store code has at most ${maxStoreCodeChars} characters.`, {
          extensions: { code: 'BAD_USER_INPUT', field: 'code' },
        });
      }
      const store = context.stores.byCode(args.code);
      return store ? storeView(store) : null;
    },
    productStocks: (_: unknown, args: { skus: string[] }, context: GraphQLContext) =>
      Promise.all(
        args.skus.slice(0, shopConstants.maxPageSize).map(async (sku) => {
          const product = context.catalog.productBySku(sku);
          return { sku, stock: product ? await stockOf(product.id, context) : [] };
        }),
      ),
  },
  SimpleProduct: productStock,
  ConfigurableProduct: productStock,
  BundleProduct: productStock,
};
